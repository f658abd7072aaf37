// issue 12: one naming rule for add buttons and new-record dialogs: 'Ny <ting>' ('New <thing>') in all four
// languages, on every list (no 'Legg til' beside 'Ny kunde', no 'Nytt element').
import { describe, expect, it } from 'vitest';
import { RESOURCE_ROUTES } from '../resources/resource-routes';
import { DEFAULT_TRANSLATIONS } from './index';
import { addlabels } from './sections/addlabels';

const NEW_IN = {
  no: /^Nyt?t? \S/,
  en: /^New \S/,
  sw: /^Nyt?t? \S/,
  po: /^Now(y|a|e) \S/,
};

/** The keys of add buttons and new-record dialogs across the sections. */
const ADD_KEYS = [
  'adminportal.newTenant',
  'adminportal.newUser',
  'buildings.newBuilding',
  'employees.newEmployee',
  'leads.newLead',
  'customers.addCustomer',
  'customers.addContact',
  'customers.addAddress',
  'customers.add',
  'equipment.add',
  'equipment.newEquipment',
  'equipment.newInternal',
  'orders.addOrder',
  'orders.addLine',
  'offers.addOffer',
  'offers.addLine',
  'planner.newEvent',
  'planner.newAppointment',
  'products.newProduct',
  'products.add',
  'products.addUnit',
  'products.addBatch',
  'projects.newProject',
  'settings.addTitle',
  'settings.departmentNew',
  'settings.userRoleNew',
  'settingslists.currencyAdd',
  'settingslists.mailconfigurationAdd',
];

function text(key: string): Record<string, string> {
  const [section, name] = key.split('.') as [string, string];
  const texts = (DEFAULT_TRANSLATIONS[section] as Record<string, Record<string, string>> | undefined)?.[name];
  if (!texts) throw new Error(`no text ${key}`);
  return texts;
}

describe('add buttons and new-record dialogs', () => {
  it("say 'Ny <ting>' in every language", () => {
    const keys = [...ADD_KEYS, ...Object.keys(addlabels).map((k) => `addlabels.${k}`)];
    for (const key of keys) {
      const texts = text(key);
      for (const [lang, rule] of Object.entries(NEW_IN)) expect(texts[lang], `${key}.${lang}`).toMatch(rule);
    }
  });

  it('name the thing on every settings list of the generic screen', () => {
    for (const resource of new Set(Object.values(RESOURCE_ROUTES))) {
      expect(Object.keys(addlabels), resource).toContain(resource);
    }
  });
});

// issue 12 "29 totalt" vs "Totalt: 25": every list says its total the same way.
describe('the total of a list', () => {
  it("reads 'Totalt: n' on every list", () => {
    const standard = text('settings.totalRows');
    for (const [section, texts] of Object.entries(DEFAULT_TRANSLATIONS)) {
      const total = (texts as Record<string, Record<string, string>>).totalRows;
      if (total) expect(total, section).toEqual(standard);
    }
  });
});

// issue 12 (the new screens): an order and an offer name their sums the same way ('Sum eks. mva.' ...).
describe('the sums of orders and offers', () => {
  it('read the same on both screens', () => {
    const pairs = [
      ['orders.totals_net', 'offers.totalNet'],
      ['orders.totals_vatrate', 'offers.vatAt'],
      ['orders.totals_vat', 'offers.totalVat'],
      ['orders.totals_gross', 'offers.totalGross'],
    ];
    for (const [order, offer] of pairs) expect(text(order!), order).toEqual(text(offer!));
  });
});
