import type { TranslationSection } from '../types';

// Texts of the master-data walkthrough fixes (issue 12): import and export, postcode lookup, the form error
// summary, ranges and lengths, the save bar and the shell's notices.
export const masterdata = {
  importNoPermissionToUpdate: {
    en: 'Updates an existing record: your role may add records but not change them',
    no: 'Endrer en eksisterende post: rollen din kan legge til, men ikke endre',
    po: 'Zmienia istniejący rekord: twoja rola może dodawać, ale nie zmieniać',
    sw: 'Ändrar en befintlig post: din roll får lägga till men inte ändra',
  },
  importDone: {
    en: 'Imported: {{created}}, {{updated}}',
    no: 'Importert: {{created}}, {{updated}}',
    po: 'Zaimportowano: {{created}}, {{updated}}',
    sw: 'Importerat: {{created}}, {{updated}}',
  },
  importNew_one: { en: '{{n}} new', no: '{{n}} ny', po: '{{n}} nowy', sw: '{{n}} ny' },
  importNew_other: { en: '{{n}} new', no: '{{n}} nye', po: 'nowe: {{n}}', sw: '{{n}} nya' },
  importUpdated_one: {
    en: '{{n}} updated',
    no: '{{n}} oppdatert',
    po: '{{n}} zaktualizowany',
    sw: '{{n}} uppdaterad',
  },
  importUpdated_other: {
    en: '{{n}} updated',
    no: '{{n}} oppdatert',
    po: 'zaktualizowane: {{n}}',
    sw: '{{n}} uppdaterade',
  },
  addressEmpty: {
    en: 'Fill in a street, a postcode or a town',
    no: 'Fyll inn gate, postnummer eller poststed',
    po: 'Podaj ulicę, kod pocztowy lub miejscowość',
    sw: 'Fyll i gata, postnummer eller ort',
  },
  marginBadCost: {
    en: 'The cost price is not a number: correct it to see the gross margin',
    no: 'Innprisen er ikke et tall: rett den for å se dekningsgraden',
    po: 'Cena zakupu nie jest liczbą: popraw ją, aby zobaczyć marżę',
    sw: 'Inköpspriset är inte ett tal: rätta det för att se täckningsgraden',
  },
  marginBadSale: {
    en: 'The sale price is not a number above 0: correct it to see the gross margin',
    no: 'Utprisen er ikke et tall over 0: rett den for å se dekningsgraden',
    po: 'Cena sprzedaży nie jest liczbą większą od 0: popraw ją, aby zobaczyć marżę',
    sw: 'Försäljningspriset är inte ett tal över 0: rätta det för att se täckningsgraden',
  },
  noAccessRedirect: {
    en: 'You do not have access to that page, so you were taken to the dashboard.',
    no: 'Du har ikke tilgang til den siden, så du ble sendt til oversikten.',
    po: 'Nie masz dostępu do tej strony, więc przeniesiono cię do pulpitu.',
    sw: 'Du har inte behörighet till den sidan, så du skickades till översikten.',
  },
  newNotSaved: {
    en: 'New, not saved yet',
    no: 'Ny, ikke lagret ennå',
    po: 'Nowy, jeszcze niezapisany',
    sw: 'Ny, inte sparad ännu',
  },
} satisfies TranslationSection;
