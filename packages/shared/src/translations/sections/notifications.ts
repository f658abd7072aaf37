import type { TranslationSection } from '../types';

// Texts of the notifications page and the rental invoice issues dialog (spec 01 §3, §4).
export const notifications = {
  title: {
    en: 'Notifications',
    no: 'Varsler',
    po: 'Powiadomienia',
    sw: 'Aviseringar',
  },
  markAllRead: {
    en: 'Mark all as read',
    no: 'Merk alle som lest',
    po: 'Oznacz wszystkie jako przeczytane',
    sw: 'Markera alla som lästa',
  },
  empty: {
    en: 'You have no notifications.',
    no: 'Du har ingen varsler.',
    po: 'Nie masz żadnych powiadomień.',
    sw: 'Du har inga aviseringar.',
  },
  loadFailed: {
    en: 'The notifications could not be loaded.',
    no: 'Varslene kunne ikke lastes.',
    po: 'Nie udało się wczytać powiadomień.',
    sw: 'Aviseringarna kunde inte laddas.',
  },
  unread: {
    en: 'Unread',
    no: 'Ulest',
    po: 'Nieprzeczytane',
    sw: 'Oläst',
  },
  statusInfo: {
    en: 'Information',
    no: 'Informasjon',
    po: 'Informacja',
    sw: 'Information',
  },
  statusDownload: {
    en: 'Ready to download',
    no: 'Klar til nedlasting',
    po: 'Gotowe do pobrania',
    sw: 'Klar att ladda ned',
  },
  statusError: {
    en: 'Error',
    no: 'Feil',
    po: 'Błąd',
    sw: 'Fel',
  },
  statusSuccess: {
    en: 'Completed',
    no: 'Fullført',
    po: 'Zakończono',
    sw: 'Klart',
  },
  rentalIssuesTitle: {
    en: 'Rental orders with invoicing issues',
    no: 'Leieordrer med fakturaproblemer',
    po: 'Zlecenia wynajmu z problemami z fakturowaniem',
    sw: 'Hyresordrar med faktureringsproblem',
  },
  rentalIssuesText: {
    en: 'These rental orders could not be invoiced automatically. Open an order to check its invoicing.',
    no: 'Disse leieordrene kunne ikke faktureres automatisk. Åpne en ordre for å kontrollere faktureringen.',
    po: 'Tych zleceń wynajmu nie udało się zafakturować automatycznie. Otwórz zlecenie, aby sprawdzić fakturowanie.',
    sw: 'Dessa hyresordrar kunde inte faktureras automatiskt. Öppna en order för att kontrollera faktureringen.',
  },
  rentalIssueOrder: {
    en: 'Order {{number}}',
    no: 'Ordre {{number}}',
    po: 'Zlecenie {{number}}',
    sw: 'Order {{number}}',
  },
  rentalIssuesClose: {
    en: 'OK, mark as read',
    no: 'OK, merk som lest',
    po: 'OK, oznacz jako przeczytane',
    sw: 'OK, markera som läst',
  },
} satisfies TranslationSection;
