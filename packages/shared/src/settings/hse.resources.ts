import { DESCRIPTION, NAME, PLAIN_NAME, nameList, settingsList } from './settings-list';

// spec 02 §2 "HSE routes" settings: chemical list categories, risks and dangers; event notification, location,
// category and types (event and measure statuses are status lists); expertise type, progress, subtypes, field.

export const chemicalcategoriesResource = nameList('chemicalcategories', 'chemical_category');
export const chemicalrisksResource = nameList('chemicalrisks', 'chemical_risks');

/** Hazards with their H-statement code of the CLP regulation (e.g. H225 'Highly flammable liquid'). */
export const chemicaldangersResource = settingsList({
  name: 'chemicaldangers',
  screen: 'chemical_dangers',
  fields: { name: NAME, code: { type: 'text', max: 10 }, description: DESCRIPTION },
});

/** Who is told when an event is reported. */
export const eventnotificationsResource = settingsList({
  name: 'eventnotifications',
  screen: 'event_notification',
  fields: { name: NAME, email: { type: 'text', max: 200 } },
});
export const eventlocationsResource = nameList('eventlocations', 'event_location');
export const eventcategoriesResource = nameList('eventcategories', 'event_category');
export const eventtypesResource = nameList('eventtypes', 'event_types');

export const expertisetypesResource = nameList('expertisetypes', 'expertise_type');
export const expertiseprogressResource = nameList('expertiseprogress', 'expertise_progress');
export const expertisesubtypesResource = settingsList({
  name: 'expertisesubtypes',
  screen: 'expertise_subtypes',
  fields: {
    name: PLAIN_NAME,
    type_id: { type: 'integer', ref: 'expertisetypes' },
    description: DESCRIPTION,
  },
});
export const expertisefieldsResource = nameList('expertisefields', 'expertise_field');

export const HSE_LISTS = [
  chemicalcategoriesResource,
  chemicalrisksResource,
  chemicaldangersResource,
  eventnotificationsResource,
  eventlocationsResource,
  eventcategoriesResource,
  eventtypesResource,
  expertisetypesResource,
  expertiseprogressResource,
  expertisesubtypesResource,
  expertisefieldsResource,
];
