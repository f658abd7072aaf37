import type { TranslationSection } from '../types';

// Texts of the validation messages (spec 01 §5, 02 §8). Keys are the issue messages of
// packages/shared/src/validation; the form-builder literals map to keys through validationMessageKey().
export const validation = {
  required: {
    en: 'This field is required',
    no: 'Feltet er påkrevd',
    po: 'To pole jest wymagane',
    sw: 'Fältet är obligatoriskt',
  },
  // spec 01 §5 "Upload size", spec 02 §8: the file is larger than the company allows.
  fileSizeOverLimit: {
    en: 'The file size is over the limit',
    no: 'Filen er større enn tillatt',
    po: 'Rozmiar pliku przekracza limit',
    sw: 'Filen är större än tillåtet',
  },
  invalidNumber: {
    en: 'Invalid number',
    no: 'Ugyldig tall',
    po: 'Nieprawidłowa liczba',
    sw: 'Ogiltigt tal',
  },
  invalidEmail: {
    en: 'Invalid e-mail address',
    no: 'Ugyldig e-postadresse',
    po: 'Nieprawidłowy adres e-mail',
    sw: 'Ogiltig e-postadress',
  },
  invalidMobileno: {
    en: 'Invalid mobile/telephone number',
    no: 'Ugyldig mobil-/telefonnummer',
    po: 'Nieprawidłowy numer telefonu',
    sw: 'Ogiltigt mobil-/telefonnummer',
  },
  invalidPostalCode: {
    en: 'Invalid postal code',
    no: 'Ugyldig postnummer',
    po: 'Nieprawidłowy kod pocztowy',
    sw: 'Ogiltigt postnummer',
  },
  invalidDate: {
    en: 'Invalid date (DD.MM.YYYY)',
    no: 'Ugyldig dato (DD.MM.ÅÅÅÅ)',
    po: 'Nieprawidłowa data (DD.MM.RRRR)',
    sw: 'Ogiltigt datum (DD.MM.ÅÅÅÅ)',
  },
  invalidData: {
    en: 'Invalid value',
    no: 'Ugyldig verdi',
    po: 'Nieprawidłowa wartość',
    sw: 'Ogiltigt värde',
  },
  // issue 12: length and range messages name the limit (params of the message, see messageWith).
  maxCharacters: {
    en: 'At most {{max}} characters',
    no: 'Maks {{max}} tegn',
    po: 'Maksymalnie {{max}} znaków',
    sw: 'Högst {{max}} tecken',
  },
  maxCharactersUnknown: {
    en: 'Too many characters',
    no: 'For mange tegn',
    po: 'Za dużo znaków',
    sw: 'För många tecken',
  },
  outOfRange: {
    en: 'Must be between {{min}} and {{max}}',
    no: 'Må være mellom {{min}} og {{max}}',
    po: 'Musi być pomiędzy {{min}} a {{max}}',
    sw: 'Måste vara mellan {{min}} och {{max}}',
  },
  minValue: {
    en: 'Must be at least {{min}}',
    no: 'Må være minst {{min}}',
    po: 'Musi wynosić co najmniej {{min}}',
    sw: 'Måste vara minst {{min}}',
  },
  maxValue: {
    en: 'Must be at most {{max}}',
    no: 'Kan være høyst {{max}}',
    po: 'Może wynosić najwyżej {{max}}',
    sw: 'Får vara högst {{max}}',
  },
  aboveValue: {
    en: 'Must be greater than {{min}}',
    no: 'Må være større enn {{min}}',
    po: 'Musi być większe niż {{min}}',
    sw: 'Måste vara större än {{min}}',
  },
  invalidHours: {
    en: 'Invalid number of hours (at most 24)',
    no: 'Ugyldig antall timer (høyst 24)',
    po: 'Nieprawidłowa liczba godzin (maksymalnie 24)',
    sw: 'Ogiltigt antal timmar (högst 24)',
  },
  maxSMSCount: {
    en: 'The message is too long for the allowed number of SMS messages',
    no: 'Meldingen er for lang for tillatt antall SMS-er',
    po: 'Wiadomość jest za długa na dozwoloną liczbę SMS-ów',
    sw: 'Meddelandet är för långt för tillåtet antal sms',
  },
  invalidOrganizationNumber: {
    en: 'Not a valid organisation number: 9 digits, the last one a MOD11 check digit.',
    no: 'Ikke et gyldig organisasjonsnummer: 9 siffer, det siste et kontrollsiffer (MOD11).',
    po: 'Nieprawidłowy numer organizacyjny: 9 cyfr, ostatnia to cyfra kontrolna (MOD11).',
    sw: 'Ogiltigt organisationsnummer: 9 siffror, den sista en kontrollsiffra (MOD11).',
  },
  invalidUrl: {
    en: 'Not a web address (e.g. www.firma.no)',
    no: 'Ikke en nettadresse (f.eks. www.firma.no)',
    po: 'To nie jest adres strony (np. www.firma.no)',
    sw: 'Inte en webbadress (t.ex. www.firma.no)',
  },
  nextVisitBeforeLastVisit: {
    en: 'The next visit cannot be before the last visit',
    no: 'Neste besøk kan ikke være før siste besøk',
    po: 'Następna wizyta nie może być przed ostatnią wizytą',
    sw: 'Nästa besök kan inte vara före senaste besöket',
  },
  validationIssue: {
    en: 'Please check the required fields!',
    no: 'Vennligst kontroller de påkrevde feltene!',
    po: 'Sprawdź wymagane pola!',
    sw: 'Kontrollera de obligatoriska fälten!',
  },
  passwordMatch: {
    en: 'Passwords must match',
    no: 'Passordene må være like',
    po: 'Hasła muszą być takie same',
    sw: 'Lösenorden måste vara likadana',
  },
  passwordPolicy: {
    en: 'The password must have at least 8 characters, with upper case, lower case, a digit and a special character',
    no: 'Passordet må ha minst 8 tegn, med store og små bokstaver, et siffer og et spesialtegn',
    po: 'Hasło musi mieć co najmniej 8 znaków, w tym wielką i małą literę, cyfrę i znak specjalny',
    sw: 'Lösenordet måste ha minst 8 tecken, med versaler, gemener, en siffra och ett specialtecken',
  },
  invalidName: {
    en: 'Invalid name',
    no: 'Ugyldig navn',
    po: 'Nieprawidłowa nazwa',
    sw: 'Ogiltigt namn',
  },
  invalidColumns: {
    en: 'Enter columns b/w 1 to 12',
    no: 'Angi kolonner mellom 1 og 12',
    po: 'Podaj liczbę kolumn od 1 do 12',
    sw: 'Ange kolumner mellan 1 och 12',
  },
  greaterThanZero: {
    en: 'Value should be greater than zero',
    no: 'Verdien må være større enn null',
    po: 'Wartość musi być większa od zera',
    sw: 'Värdet måste vara större än noll',
  },
  invalidCharCount: {
    en: 'Invalid Number',
    no: 'Ugyldig nummer',
    po: 'Nieprawidłowy numer',
    sw: 'Ogiltigt nummer',
  },
  invalidComponents: {
    en: 'Enter components between 1 and 5',
    no: 'Angi komponenter mellom 1 og 5',
    po: 'Podaj liczbę komponentów od 1 do 5',
    sw: 'Ange komponenter mellan 1 och 5',
  },
  invalidMinimumWidth: {
    en: 'The minimum width is 5 percent',
    no: 'Minste bredde er 5 prosent',
    po: 'Minimalna szerokość to 5 procent',
    sw: 'Minsta bredd är 5 procent',
  },
  maxFileSize: {
    en: 'The total file size is over the limit',
    no: 'Samlet filstørrelse er over grensen',
    po: 'Łączny rozmiar plików przekracza limit',
    sw: 'Den totala filstorleken är över gränsen',
  },
  blockedCharacters: {
    en: 'These characters are not allowed: ( ) [ ] \\ * + ? / ! # $ % ^ &',
    no: 'Disse tegnene er ikke tillatt: ( ) [ ] \\ * + ? / ! # $ % ^ &',
    po: 'Te znaki są niedozwolone: ( ) [ ] \\ * + ? / ! # $ % ^ &',
    sw: 'Dessa tecken är inte tillåtna: ( ) [ ] \\ * + ? / ! # $ % ^ &',
  },
  invalidTime: {
    en: 'Enter a time as HH:mm, e.g. 07:30',
    no: 'Angi klokkeslett som TT:MM, f.eks. 07:30',
    po: 'Podaj godzinę w formacie GG:MM, np. 07:30',
    sw: 'Ange en tid som TT:MM, t.ex. 07:30',
  },
  invalidColor: {
    en: 'Choose a colour (#rrggbb)',
    no: 'Velg en farge (#rrggbb)',
    po: 'Wybierz kolor (#rrggbb)',
    sw: 'Välj en färg (#rrggbb)',
  },
  breakTooLong: {
    en: 'The break must be shorter than the shift',
    no: 'Pausen må være kortere enn skiftet',
    po: 'Przerwa musi być krótsza niż zmiana',
    sw: 'Rasten måste vara kortare än skiftet',
  },
} satisfies TranslationSection;
