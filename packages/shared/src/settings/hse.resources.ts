import { DESCRIPTION, NAME, PLAIN_NAME, POSITION, nameList, settingsList } from './settings-list';

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

/**
 * The HSE wheel ('HMS-hjulet') on /hse_wheel: the areas of the company's internal control (internkontroll-
 * forskriften §5), each a segment with its colour, clockwise from the top by position. The spec names only the
 * screen; the segments are our design.
 */
export const hsewheelsegmentsResource = settingsList({
  name: 'hsewheelsegments',
  screen: 'hse_wheel_settings',
  fields: {
    name: NAME,
    position: POSITION,
    color: { type: 'color', required: true },
    description: DESCRIPTION,
  },
  defaultSort: { field: 'position', dir: 1 },
});

/**
 * The circle's rings on /hse_wheel, from the centre out by position: the levels a segment's work is rated at (from
 * 'in place' to 'action needed'), each with its colour.
 */
export const hsecirclelevelsResource = settingsList({
  name: 'hsecirclelevels',
  screen: 'hse_circle_settings',
  fields: {
    name: NAME,
    position: POSITION,
    color: { type: 'color', required: true },
    description: DESCRIPTION,
  },
  defaultSort: { field: 'position', dir: 1 },
});

export const HSE_LISTS = [
  chemicalcategoriesResource,
  chemicalrisksResource,
  chemicaldangersResource,
  eventnotificationsResource,
  eventlocationsResource,
  eventcategoriesResource,
  eventtypesResource,
  hsewheelsegmentsResource,
  hsecirclelevelsResource,
  expertisetypesResource,
  expertiseprogressResource,
  expertisesubtypesResource,
  expertisefieldsResource,
];
