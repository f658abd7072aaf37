import type { TranslationSection } from '../types';

// Texts of notifications the server creates (the notification's message is the key).
export const notificationtexts = {
  orderCostThreshold: {
    en: "An order's cost has passed a notification threshold of its budget.",
    no: 'Kostnaden på en ordre har passert en varslingsgrense for budsjettet.',
    po: 'Koszt zlecenia przekroczył próg powiadomienia budżetu.',
    sw: 'Kostnaden för en order har passerat en aviseringsgräns för budgeten.',
  },
  orderHoursThreshold: {
    en: "An order's logged hours have passed a notification threshold of its hour estimate.",
    no: 'Førte timer på en ordre har passert en varslingsgrense for timeestimatet.',
    po: 'Zarejestrowane godziny zlecenia przekroczyły próg powiadomienia szacunku godzin.',
    sw: 'Registrerade timmar på en order har passerat en aviseringsgräns för timuppskattningen.',
  },
  hoursNotApproved: {
    en: 'Some of your hours were not approved: see the comment in your week.',
    no: 'Noen av timene dine ble ikke godkjent: se kommentaren i uken din.',
    po: 'Część Twoich godzin nie została zatwierdzona: zobacz komentarz w swoim tygodniu.',
    sw: 'Några av dina timmar godkändes inte: se kommentaren i din vecka.',
  },
  hoursBelowWeekMinimum: {
    en: 'Your delivered hours this week are below the minimum.',
    no: 'Leverte timer denne uken er under minimum.',
    po: 'Przekazane godziny w tym tygodniu są poniżej minimum.',
    sw: 'Dina levererade timmar denna vecka är under minimum.',
  },
  inspectionOverdue: {
    en: 'An inspection you are responsible for is overdue: its next inspection date has passed.',
    no: 'En kontroll du er ansvarlig for er forfalt: neste kontrolldato er passert.',
    po: 'Przegląd, za który odpowiadasz, jest zaległy: minęła data następnego przeglądu.',
    sw: 'En kontroll du ansvarar för är försenad: nästa kontrolldatum har passerat.',
  },
  inspectionArchived: {
    en: 'The inspection is archived: its archive report is in the documents.',
    no: 'Kontrollen er arkivert: arkivrapporten ligger under dokumenter.',
    po: 'Przegląd został zarchiwizowany: raport archiwalny jest w dokumentach.',
    sw: 'Kontrollen är arkiverad: arkivrapporten finns bland dokumenten.',
  },
  inspectionArchiveFailed: {
    en: 'The archive report of an inspection could not be made. Try to archive it again.',
    no: 'Arkivrapporten for en kontroll kunne ikke lages. Prøv å arkivere på nytt.',
    po: 'Nie udało się utworzyć raportu archiwalnego przeglądu. Spróbuj ponownie.',
    sw: 'Arkivrapporten för en kontroll kunde inte skapas. Försök arkivera igen.',
  },
  welcome: {
    en: 'Welcome to ServiceSuite! Your account is ready.',
    no: 'Velkommen til ServiceSuite! Kontoen din er klar.',
    po: 'Witamy w ServiceSuite! Twoje konto jest gotowe.',
    sw: 'Välkommen till ServiceSuite! Ditt konto är klart.',
  },
  changelogUpdated: {
    en: 'A new version is available: see what is new.',
    no: 'En ny versjon er tilgjengelig: se hva som er nytt.',
    po: 'Dostępna jest nowa wersja: zobacz, co nowego.',
    sw: 'En ny version finns: se vad som är nytt.',
  },
  downloadReady: {
    en: 'Your download is ready.',
    no: 'Nedlastingen din er klar.',
    po: 'Plik do pobrania jest gotowy.',
    sw: 'Din nedladdning är klar.',
  },
  offerAccepted: {
    en: 'The customer accepted an offer.',
    no: 'Kunden har akseptert et tilbud.',
    po: 'Klient zaakceptował ofertę.',
    sw: 'Kunden har accepterat en offert.',
  },
  offerDeclined: {
    en: 'The customer declined an offer.',
    no: 'Kunden har avslått et tilbud.',
    po: 'Klient odrzucił ofertę.',
    sw: 'Kunden har avböjt en offert.',
  },
} satisfies TranslationSection;
