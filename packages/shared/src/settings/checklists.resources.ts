import { DESCRIPTION, NAME, nameList, settingsList } from './settings-list';

// spec 02 §2 "Checklist routes" settings: checklist_category, checklist_period, checklist_defaults (the forms,
// headers and footers are the form builder's).

/** spec 02 §3 module codes for checklist context: 1 order, 2 customer, 3 equipment, 4 offer, 11 hse, 15 internal
 * equipment, 20 inspection, 24 production order. */
export const CHECKLIST_MODULES = [1, 2, 3, 4, 11, 15, 20, 24] as const;

/** The checklist that is added to a new record of a module by default. */
export const checklistdefaultsResource = settingsList({
  name: 'checklistdefaults',
  screen: 'checklist_defaults',
  fields: {
    name: NAME,
    module: { type: 'integer', required: true, values: CHECKLIST_MODULES },
    description: DESCRIPTION,
  },
});

export const checklistcategoriesResource = nameList('checklistcategories', 'checklist_category');

/** How often a periodic checklist is due. */
export const checklistperiodsResource = settingsList({
  name: 'checklistperiods',
  screen: 'checklist_period',
  fields: { name: NAME, months: { type: 'integer', required: true, min: 1, max: 120 } },
});

export const CHECKLIST_LISTS = [
  checklistdefaultsResource,
  checklistcategoriesResource,
  checklistperiodsResource,
];
