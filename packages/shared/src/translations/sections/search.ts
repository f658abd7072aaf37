import type { TranslationSection } from '../types';

// The search page /search_results (spec 01 §2).
export const search = {
  placeholder: {
    en: 'Search customers, contacts, equipment and products',
    no: 'Søk i kunder, kontakter, utstyr og varer',
    po: 'Szukaj klientów, kontaktów, urządzeń i produktów',
    sw: 'Sök kunder, kontakter, utrustning och artiklar',
  },
  button: { en: 'Search', no: 'Søk', po: 'Szukaj', sw: 'Sök' },
  hint: {
    en: 'Name, customer or organisation number, e-mail, phone, serial number, barcode, product number or EAN.',
    no: 'Navn, kunde- eller organisasjonsnummer, e-post, telefon, serienummer, strekkode, varenummer eller EAN.',
    po: 'Nazwa, numer klienta lub organizacyjny, e-mail, telefon, numer seryjny, kod kreskowy, numer produktu lub EAN.',
    sw: 'Namn, kund- eller organisationsnummer, e-post, telefon, serienummer, streckkod, artikelnummer eller EAN.',
  },
  tooShort: {
    en: 'Type at least two characters.',
    no: 'Skriv minst to tegn.',
    po: 'Wpisz co najmniej dwa znaki.',
    sw: 'Skriv minst två tecken.',
  },
  resultsFor: {
    en: 'Results for “{{text}}”',
    no: 'Treff for «{{text}}»',
    po: 'Wyniki dla „{{text}}”',
    sw: 'Träffar för ”{{text}}”',
  },
  group_customers: { en: 'Customers', no: 'Kunder', po: 'Klienci', sw: 'Kunder' },
  group_contacts: { en: 'Contacts', no: 'Kontakter', po: 'Kontakty', sw: 'Kontakter' },
  group_equipment: { en: 'Equipment', no: 'Utstyr', po: 'Urządzenia', sw: 'Utrustning' },
  group_products: { en: 'Products', no: 'Produkter', po: 'Produkty', sw: 'Produkter' },
  // What a hit was found by, when it is not its name (issue 12).
  matched_email: { en: 'E-mail', no: 'E-post', po: 'E-mail', sw: 'E-post' },
  matched_phone: { en: 'Phone', no: 'Telefon', po: 'Telefon', sw: 'Telefon' },
  matched_mobile: { en: 'Mobile', no: 'Mobil', po: 'Komórka', sw: 'Mobil' },
  matched_telephone: { en: 'Phone', no: 'Telefon', po: 'Telefon', sw: 'Telefon' },
  matched_organizationnumber: {
    en: 'Organisation number',
    no: 'Organisasjonsnummer',
    po: 'Numer organizacyjny',
    sw: 'Organisationsnummer',
  },
  matched_customernumber: { en: 'Customer number', no: 'Kundenummer', po: 'Numer klienta', sw: 'Kundnummer' },
  matched_city: { en: 'Town', no: 'Poststed', po: 'Miejscowość', sw: 'Ort' },
  groupEmpty: { en: 'No hits', no: 'Ingen treff', po: 'Brak wyników', sw: 'Inga träffar' },
  more: {
    en: 'Only the first {{count}} are shown: make the search more precise.',
    no: 'Bare de {{count}} første vises: gjør søket mer presist.',
    po: 'Pokazano tylko pierwsze {{count}}: zawęź wyszukiwanie.',
    sw: 'Bara de {{count}} första visas: gör sökningen mer exakt.',
  },
} satisfies TranslationSection;
