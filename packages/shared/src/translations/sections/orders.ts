import type { TranslationSection } from '../types';

// Orders (spec 02 §3 "Order and project"): the field names and messages of the order core the SOS handling uses
// (spec 01 §4). The order screens come with the orders module and add theirs here.
export const orders = {
  field_ordernumber: { en: 'Order number', no: 'Ordrenummer', po: 'Numer zlecenia', sw: 'Ordernummer' },
  field_customer_id: { en: 'Customer', no: 'Kunde', po: 'Klient', sw: 'Kund' },
  field_status: { en: 'Status', no: 'Status', po: 'Status', sw: 'Status' },
  field_responsible_id: { en: 'Responsible', no: 'Ansvarlig', po: 'Odpowiedzialny', sw: 'Ansvarig' },
  field_description: { en: 'Description', no: 'Beskrivelse', po: 'Opis', sw: 'Beskrivning' },
  field_orderdate: { en: 'Order date', no: 'Ordredato', po: 'Data zlecenia', sw: 'Orderdatum' },
  orderNumber: {
    en: 'Order {{number}}',
    no: 'Ordre {{number}}',
    po: 'Zlecenie {{number}}',
    sw: 'Order {{number}}',
  },
  notAssigned: { en: 'Not assigned', no: 'Ikke tildelt', po: 'Nieprzydzielone', sw: 'Inte tilldelad' },
  error_noActiveOrder: {
    en: 'The equipment has no active order to assign or complete',
    no: 'Utstyret har ingen aktiv ordre som kan tildeles eller fullføres',
    po: 'Urządzenie nie ma aktywnego zlecenia do przydzielenia ani zakończenia',
    sw: 'Utrustningen har ingen aktiv order att tilldela eller slutföra',
  },
  error_unknownStatus: {
    en: "The status is not one of the company's order statuses you can choose",
    no: 'Statusen finnes ikke blant firmaets ordrestatuser du kan velge',
    po: 'Tego statusu nie ma wśród statusów zleceń firmy, które możesz wybrać',
    sw: 'Statusen finns inte bland företagets orderstatusar som du kan välja',
  },
  error_inactiveResponsible: {
    en: 'The responsible person is no longer active in the company',
    no: 'Den ansvarlige er ikke lenger aktiv i firmaet',
    po: 'Osoba odpowiedzialna nie jest już aktywna w firmie',
    sw: 'Den ansvariga är inte längre aktiv i företaget',
  },
  error_endBeforeStart: {
    en: 'The end date is before the start date',
    no: 'Sluttdatoen er før startdatoen',
    po: 'Data zakończenia jest wcześniejsza niż data rozpoczęcia',
    sw: 'Slutdatumet är före startdatumet',
  },
} satisfies TranslationSection;
