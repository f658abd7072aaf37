import type { Language } from '../tenants/modules';
import type { TranslationItem, TranslationSection } from './types';
import { adminportal } from './sections/adminportal';
import { addlabels } from './sections/addlabels';
import { buildings } from './sections/buildings';
import { employees } from './sections/employees';
import { leads } from './sections/leads';
import { files } from './sections/files';
import { hoursapi } from './sections/hours-api';
import { inspectionsapi } from './sections/inspections-api';
import { timer } from './sections/timer';
import { changelog } from './sections/changelog';
import { checklistsapi } from './sections/checklists-api';
import { checklists } from './sections/checklists';
import { common } from './sections/common';
import { customers } from './sections/customers';
import { equipment } from './sections/equipment';
import { dashboard } from './sections/dashboard';
import { errors } from './sections/errors';
import { login } from './sections/login';
import { inspections } from './sections/inspections';
import { invoices } from './sections/invoices';
import { mail } from './sections/mail';
import { mailhistory } from './sections/mailhistory';
import { masterdata } from './sections/masterdata';
import { menus } from './sections/menus';
import { notifications } from './sections/notifications';
import { notificationtexts } from './sections/notificationtexts';
import { orders } from './sections/orders';
import { offers } from './sections/offers';
import { orderdocs } from './sections/orderdocs';
import { printdocs } from './sections/printdocs';
import { planner } from './sections/planner';
import { products } from './sections/products';
import { projects } from './sections/projects';
import { fgas } from './sections/fgas';
import { resources } from './sections/resources';
import { routes } from './sections/routes';
import { search } from './sections/search';
import { settings } from './sections/settings';
import { settingslists } from './sections/settingslists';
import { shell } from './sections/shell';
import { templates } from './sections/templates';
import { validation } from './sections/validation';

export * from './types';

export const DEFAULT_TRANSLATIONS: Record<string, TranslationSection> = {
  adminportal,
  addlabels,
  buildings,
  employees,
  leads,
  files,
  hoursapi,
  inspectionsapi,
  timer,
  changelog,
  checklistsapi,
  checklists,
  common,
  customers,
  equipment,
  dashboard,
  errors,
  login,
  inspections,
  invoices,
  mail,
  mailhistory,
  masterdata,
  menus,
  notifications,
  notificationtexts,
  orders,
  offers,
  orderdocs,
  printdocs,
  planner,
  products,
  projects,
  fgas,
  resources,
  routes,
  search,
  settings,
  settingslists,
  shell,
  templates,
  validation,
};

/** Every default text as the flat items GET tenanttranslation answers. */
export function defaultTranslationItems(): TranslationItem[] {
  const items: TranslationItem[] = [];
  for (const [sectionkey, section] of Object.entries(DEFAULT_TRANSLATIONS)) {
    for (const [key, t] of Object.entries(section)) {
      items.push({ sectionkey, key, en_value: t.en, no_value: t.no, po_value: t.po, sw_value: t.sw });
    }
  }
  return items;
}

/** i18next-style resources for one language: { section: { key: text } }. */
export function resourcesFor(
  items: TranslationItem[],
  lang: Language,
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const it of items) {
    (out[it.sectionkey] ??= {})[it.key] = it[`${lang}_value`] || it.en_value;
  }
  return out;
}
