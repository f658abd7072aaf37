import type { TranslationSection } from '../types';

// Texts of the hours API (issue 9): the refusals of the hour rules as field errors ('hoursapi.error_<key>', beside
// 'validation.<key>'), the notifications of the approval and the week minimum, and the report and export headings.
// The screens' own texts are in the 'timer' section.
const t = (en: string, no: string, po: string, sw: string) => ({ en, no, po, sw });

export const hoursapi = {
  error_invalidHours: t(
    'Hours must be above 0 and at most 24',
    'Timer må være over 0 og høyst 24',
    'Liczba godzin musi być większa od 0 i nie większa niż 24',
    'Timmar måste vara över 0 och högst 24',
  ),
  error_absenceLimitReached: t(
    'At most 8 hours of absence a day',
    'Høyst 8 timer fravær per dag',
    'Maksymalnie 8 godzin nieobecności dziennie',
    'Högst 8 timmar frånvaro per dag',
  ),
  error_duplicateHours: t(
    'These hours are already registered (same work type, date and time)',
    'Disse timene er allerede registrert (samme arbeidstype, dato og tid)',
    'Te godziny są już zarejestrowane (ten sam rodzaj pracy, data i czas)',
    'Dessa timmar är redan registrerade (samma arbetstyp, datum och tid)',
  ),
  error_invalidTimeRange: t(
    'The time from and to is not valid',
    'Tid fra og til er ikke gyldig',
    'Czas od i do jest nieprawidłowy',
    'Tid från och till är inte giltig',
  ),
  error_monthLocked: t(
    'The month is locked.',
    'Måneden er låst.',
    'Miesiąc jest zablokowany.',
    'Månaden är låst.',
  ),
  error_noPermissionToAddHours: t(
    'You do not have permission to add hours.',
    'Du har ikke tilgang til å registrere timer.',
    'Nie masz uprawnień do dodawania godzin.',
    'Du har inte behörighet att registrera timmar.',
  ),
  error_hoursAlreadyDelivered: t(
    'Delivered or approved hours cannot be changed',
    'Leverte eller godkjente timer kan ikke endres',
    'Przekazanych lub zatwierdzonych godzin nie można zmienić',
    'Levererade eller godkända timmar kan inte ändras',
  ),
  error_hoursNotDelivered: t(
    'Only delivered hours can be approved or rejected',
    'Bare leverte timer kan godkjennes eller avvises',
    'Tylko przekazane godziny można zatwierdzić lub odrzucić',
    'Endast levererade timmar kan godkännas eller avvisas',
  ),
  error_worktypeOrAbsenceRequired: t(
    'Choose a work type or an absence type',
    'Velg en arbeidstype eller en fraværstype',
    'Wybierz rodzaj pracy lub rodzaj nieobecności',
    'Välj en arbetstyp eller en frånvarotyp',
  ),
  error_monthNotLocked: t(
    'The payroll export needs a locked month',
    'Lønnsexport krever en låst måned',
    'Eksport płac wymaga zablokowanego miesiąca',
    'Löneexporten kräver en låst månad',
  ),
  state_not_delivered: t('Not delivered', 'Ikke levert', 'Nieprzekazane', 'Ej levererad'),
  state_delivered: t('Delivered', 'Levert', 'Przekazane', 'Levererad'),
  state_approved: t('Approved', 'Godkjent', 'Zatwierdzone', 'Godkänd'),
  state_not_approved: t('Not approved', 'Ikke godkjent', 'Niezatwierdzone', 'Ej godkänd'),
  report_key: t('Key', 'Nøkkel', 'Klucz', 'Nyckel'),
  report_label: t('Name', 'Navn', 'Nazwa', 'Namn'),
  report_hours: t('Hours', 'Timer', 'Godziny', 'Timmar'),
  report_normal: t('Normal hours', 'Normaltid', 'Godziny normalne', 'Normaltid'),
  report_overtime50: t('Overtime 50 %', 'Overtid 50 %', 'Nadgodziny 50 %', 'Övertid 50 %'),
  report_overtime100: t('Overtime 100 %', 'Overtid 100 %', 'Nadgodziny 100 %', 'Övertid 100 %'),
  report_absence: t('Absence', 'Fravær', 'Nieobecność', 'Frånvaro'),
  report_cost: t('Cost', 'Kostnad', 'Koszt', 'Kostnad'),
  report_sales: t('Sales value', 'Salgsverdi', 'Wartość sprzedaży', 'Försäljningsvärde'),
  payroll_employeenumber: t('Employee number', 'Ansattnummer', 'Numer pracownika', 'Anställningsnummer'),
  payroll_employee: t('Employee', 'Ansatt', 'Pracownik', 'Anställd'),
  payroll_wagetype: t('Wage type', 'Lønnsart', 'Rodzaj wynagrodzenia', 'Löneart'),
  payroll_description: t('Description', 'Beskrivelse', 'Opis', 'Beskrivning'),
  payroll_hours: t('Hours', 'Timer', 'Godziny', 'Timmar'),
  payroll_rate: t('Rate', 'Sats', 'Stawka', 'Sats'),
  payroll_amount: t('Amount', 'Beløp', 'Kwota', 'Belopp'),
  payroll_overtime50: t('Overtime 50 %', 'Overtid 50 %', 'Nadgodziny 50 %', 'Övertid 50 %'),
  payroll_overtime100: t('Overtime 100 %', 'Overtid 100 %', 'Nadgodziny 100 %', 'Övertid 100 %'),
  notification_hoursNotApproved: t(
    'Hours not approved',
    'Timer ikke godkjent',
    'Godziny niezatwierdzone',
    'Timmar ej godkända',
  ),
  notification_weekMinimum: t(
    'Your delivered hours this week are below the minimum',
    'Leverte timer denne uken er under minimum',
    'Przekazane godziny w tym tygodniu są poniżej minimum',
    'Levererade timmar denna vecka är under minimum',
  ),
  notification_weekMinimumSummary: t(
    'Employees below the week minimum',
    'Ansatte under ukeminimum',
    'Pracownicy poniżej minimum tygodniowego',
    'Anställda under veckominimum',
  ),
  notification_monthLocked: t('Month locked', 'Måned låst', 'Miesiąc zablokowany', 'Månad låst'),
} satisfies TranslationSection;
