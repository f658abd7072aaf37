import type { TranslationSection } from '../types';

// Names of the left menu (spec 01 §3 "Menu item", §6): groups 'menus.group_<name>'. An entry is named by its page's
// title 'routes.<route key>'; only an entry whose menu name differs from its page title has 'menus.<route key>'.
export const menus = {
  group_production: { en: 'Production', no: 'Produksjon', po: 'Produkcja', sw: 'Produktion' },
  group_warehouse: { en: 'Warehouse', no: 'Lager', po: 'Magazyn', sw: 'Lager' },
  group_timer: { en: 'Time', no: 'Timer', po: 'Czas pracy', sw: 'Tid' },
  group_hse: { en: 'HSE', no: 'HMS', po: 'BHP', sw: 'Arbetsmiljö' },
  group_tickets: { en: 'Tickets', no: 'Saker', po: 'Zgłoszenia', sw: 'Ärenden' },
  group_reports: { en: 'Reports', no: 'Rapporter', po: 'Raporty', sw: 'Rapporter' },
  group_settings: { en: 'Settings', no: 'Innstillinger', po: 'Ustawienia', sw: 'Inställningar' },
  group_settings_access: {
    en: 'Access and company',
    no: 'Tilgang og firma',
    po: 'Dostęp i firma',
    sw: 'Åtkomst och företag',
  },
  group_settings_general: { en: 'General', no: 'Generelt', po: 'Ogólne', sw: 'Allmänt' },
  group_settings_customers: { en: 'Customers', no: 'Kunder', po: 'Klienci', sw: 'Kunder' },
  group_settings_sales: {
    en: 'Offers, leads and meetings',
    no: 'Tilbud, leads og møter',
    po: 'Oferty, leady i spotkania',
    sw: 'Offerter, leads och möten',
  },
  group_settings_orders: {
    en: 'Orders and contracts',
    no: 'Ordrer og avtaler',
    po: 'Zlecenia i umowy',
    sw: 'Order och avtal',
  },
  group_settings_products: { en: 'Products', no: 'Produkter', po: 'Produkty', sw: 'Produkter' },
  group_settings_equipment: { en: 'Equipment', no: 'Utstyr', po: 'Sprzęt', sw: 'Utrustning' },
  group_settings_checklists: {
    en: 'Checklists',
    no: 'Sjekklister',
    po: 'Listy kontrolne',
    sw: 'Checklistor',
  },
  group_settings_warehouse: { en: 'Warehouse', no: 'Lager', po: 'Magazyn', sw: 'Lager' },
  group_settings_hours: { en: 'Hours', no: 'Timer', po: 'Godziny', sw: 'Timmar' },
  group_settings_tasks: { en: 'Tasks', no: 'Oppgaver', po: 'Zadania', sw: 'Uppgifter' },
  group_settings_hse: { en: 'HSE', no: 'HMS', po: 'BHP', sw: 'Arbetsmiljö' },
  group_settings_documents: {
    en: 'Documents and templates',
    no: 'Dokumenter og maler',
    po: 'Dokumenty i szablony',
    sw: 'Dokument och mallar',
  },
  group_settings_invoicing: { en: 'Invoicing', no: 'Fakturering', po: 'Fakturowanie', sw: 'Fakturering' },
  group_settings_integrations: {
    en: 'Integrations',
    no: 'Integrasjoner',
    po: 'Integracje',
    sw: 'Integrationer',
  },
} satisfies TranslationSection;
