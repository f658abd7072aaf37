import type { TranslationSection } from '../types';

// Texts of the dashboard (/dashboard). count_<key> labels the cards of GET dashboard.
export const dashboard = {
  greetingMorning: {
    en: 'Good morning, {{name}}',
    no: 'God morgen, {{name}}',
    po: 'Dzień dobry, {{name}}',
    sw: 'God morgon, {{name}}',
  },
  greetingDay: {
    en: 'Hello, {{name}}',
    no: 'Hei, {{name}}',
    po: 'Dzień dobry, {{name}}',
    sw: 'Hej, {{name}}',
  },
  greetingEvening: {
    en: 'Good evening, {{name}}',
    no: 'God kveld, {{name}}',
    po: 'Dobry wieczór, {{name}}',
    sw: 'God kväll, {{name}}',
  },
  overview: {
    en: 'Overview',
    no: 'Oversikt',
    po: 'Przegląd',
    sw: 'Översikt',
  },
  recent: {
    en: 'Recent',
    no: 'Siste hendelser',
    po: 'Ostatnie',
    sw: 'Senaste',
  },
  noCounts: {
    en: 'Nothing to show here yet.',
    no: 'Ingenting å vise her ennå.',
    po: 'Na razie nie ma tu nic do pokazania.',
    sw: 'Inget att visa här ännu.',
  },
  noRecent: {
    en: 'Nothing new.',
    no: 'Ingenting nytt.',
    po: 'Brak nowości.',
    sw: 'Inget nytt.',
  },
  loadFailed: {
    en: 'The dashboard could not be loaded.',
    no: 'Startsiden kunne ikke lastes.',
    po: 'Nie udało się wczytać pulpitu.',
    sw: 'Startsidan kunde inte laddas.',
  },
  count_unreadnotifications: {
    en: 'Unread notifications',
    no: 'Uleste varsler',
    po: 'Nieprzeczytane powiadomienia',
    sw: 'Olästa aviseringar',
  },
  count_employees: {
    en: 'Users',
    no: 'Brukere',
    po: 'Użytkownicy',
    sw: 'Användare',
  },
  count_departments: {
    en: 'Departments',
    no: 'Avdelinger',
    po: 'Działy',
    sw: 'Avdelningar',
  },
  count_userroles: {
    en: 'User roles',
    no: 'Brukerroller',
    po: 'Role użytkowników',
    sw: 'Användarroller',
  },
  count_customers: {
    en: 'Customers',
    no: 'Kunder',
    po: 'Klienci',
    sw: 'Kunder',
  },
  count_contacts: { en: 'Contacts', no: 'Kontakter', po: 'Kontakty', sw: 'Kontakter' },
  count_leads: { en: 'Leads', no: 'Leads', po: 'Leady', sw: 'Leads' },
  count_buildings: { en: 'Buildings', no: 'Bygg', po: 'Budynki', sw: 'Byggnader' },
  count_products: { en: 'Products', no: 'Produkter', po: 'Produkty', sw: 'Produkter' },
  count_orders: {
    en: 'Orders',
    no: 'Ordrer',
    po: 'Zlecenia',
    sw: 'Ordrar',
  },
  count_offers: {
    en: 'Offers',
    no: 'Tilbud',
    po: 'Oferty',
    sw: 'Offerter',
  },
  count_projects: {
    en: 'Projects',
    no: 'Prosjekter',
    po: 'Projekty',
    sw: 'Projekt',
  },
  count_equipments: {
    en: 'Equipment',
    no: 'Utstyr',
    po: 'Sprzęt',
    sw: 'Utrustning',
  },
  count_tasks: {
    en: 'Tasks',
    no: 'Oppgaver',
    po: 'Zadania',
    sw: 'Uppgifter',
  },
  count_invoices: {
    en: 'Invoices',
    no: 'Fakturaer',
    po: 'Faktury',
    sw: 'Fakturor',
  },
} satisfies TranslationSection;
