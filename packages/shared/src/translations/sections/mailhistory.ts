import type { TranslationSection } from '../types';

// The mail history (spec 01 §2 /mail_history) and the customer's mail tab: the mails sent from records.
export const mailhistory = {
  description: {
    en: 'Every e-mail sent from a customer, order or offer, with its attachments and whether it went out.',
    no: 'Alle e-poster sendt fra en kunde, ordre eller tilbud, med vedlegg og om de ble sendt.',
    po: 'Wszystkie e-maile wysłane z klienta, zamówienia lub oferty, z załącznikami i statusem wysyłki.',
    sw: 'Alla e-postmeddelanden som skickats från en kund, order eller offert, med bilagor och om de gick iväg.',
  },
  adminOnly: {
    en: 'Only administrators can see the whole mail history. The mails of a customer are on its E-mail tab.',
    no: 'Bare administratorer kan se hele e-posthistorikken. E-postene til en kunde finner du under fanen E-post på kunden.',
    po: 'Tylko administratorzy widzą całą historię e-maili. E-maile klienta są na jego karcie E-mail.',
    sw: 'Endast administratörer kan se hela e-posthistoriken. En kunds e-post finns under fliken E-post på kunden.',
  },
  loadFailed: {
    en: 'The mails could not be loaded.',
    no: 'E-postene kunne ikke lastes.',
    po: 'Nie udało się wczytać e-maili.',
    sw: 'E-posten kunde inte läsas in.',
  },
  search: {
    en: 'Search receiver, subject, sender',
    no: 'Søk i mottaker, emne, avsender',
    po: 'Szukaj odbiorcy, tematu, nadawcy',
    sw: 'Sök mottagare, ämne, avsändare',
  },
  noRows: {
    en: 'No e-mails have been sent yet.',
    no: 'Ingen e-poster er sendt ennå.',
    po: 'Nie wysłano jeszcze żadnych e-maili.',
    sw: 'Inga e-postmeddelanden har skickats ännu.',
  },
  noMatches: {
    en: 'No e-mails match the search.',
    no: 'Ingen e-poster passer til søket.',
    po: 'Żaden e-mail nie pasuje do wyszukiwania.',
    sw: 'Inga e-postmeddelanden matchar sökningen.',
  },
  // issue 12: one wording of a list's total on every list ('Totalt: 25').
  totalRows: {
    en: 'Total: {{total}}',
    no: 'Totalt: {{total}}',
    po: 'Razem: {{total}}',
    sw: 'Totalt: {{total}}',
  },
  sentat: { en: 'Sent', no: 'Sendt', po: 'Wysłano', sw: 'Skickat' },
  to: { en: 'To', no: 'Til', po: 'Do', sw: 'Till' },
  cc: { en: 'Cc', no: 'Kopi', po: 'DW', sw: 'Kopia' },
  subject: { en: 'Subject', no: 'Emne', po: 'Temat', sw: 'Ämne' },
  customer: { en: 'Customer', no: 'Kunde', po: 'Klient', sw: 'Kund' },
  sentby: { en: 'Sent by', no: 'Sendt av', po: 'Wysłał', sw: 'Skickat av' },
  attachments: { en: 'Attachments', no: 'Vedlegg', po: 'Załączniki', sw: 'Bilagor' },
  noAttachments: { en: 'No attachments', no: 'Ingen vedlegg', po: 'Brak załączników', sw: 'Inga bilagor' },
  status: { en: 'Status', no: 'Status', po: 'Status', sw: 'Status' },
  status_sent: { en: 'Sent', no: 'Sendt', po: 'Wysłany', sw: 'Skickat' },
  status_outbox: {
    en: 'In the outbox (no mail server set up)',
    no: 'I utboksen (ingen e-postserver satt opp)',
    po: 'W skrzynce nadawczej (brak serwera poczty)',
    sw: 'I utkorgen (ingen e-postserver inställd)',
  },
  status_failed: { en: 'Failed', no: 'Feilet', po: 'Niewysłany', sw: 'Misslyckades' },
  error: { en: 'Error', no: 'Feil', po: 'Błąd', sw: 'Fel' },
  message: { en: 'Message', no: 'Melding', po: 'Wiadomość', sw: 'Meddelande' },
  close: { en: 'Close', no: 'Lukk', po: 'Zamknij', sw: 'Stäng' },
} satisfies TranslationSection;
