import type { TranslationSection } from '../types';

// Texts of the inspection screens (issue 8, web): /inspections, the record actions/:inspection_id, the inspection
// tabs of equipment, customers and orders, /inspection_report and /equipment_lastinspection_report.
const t = (en: string, no: string, po: string, sw: string) => ({ en, no, po, sw });

export const inspections = {
  title: t('Inspections', 'Kontroller', 'Inspekcje', 'Besiktningar'),
  newInspection: t('New inspection', 'Ny kontroll', 'Nowa inspekcja', 'Ny besiktning'),
  backToList: t(
    'Back to inspections',
    'Tilbake til kontroller',
    'Powrót do inspekcji',
    'Tillbaka till besiktningar',
  ),
  notFound: t(
    'This inspection does not exist or has been deleted.',
    'Denne kontrollen finnes ikke eller er slettet.',
    'Ta inspekcja nie istnieje lub została usunięta.',
    'Den här besiktningen finns inte eller har tagits bort.',
  ),
  loadFailed: t(
    'The inspections could not be loaded.',
    'Kontrollene kunne ikke lastes.',
    'Nie udało się wczytać inspekcji.',
    'Besiktningarna kunde inte läsas in.',
  ),
  recordTitle: t(
    'Inspection {{number}}',
    'Kontroll {{number}}',
    'Inspekcja {{number}}',
    'Besiktning {{number}}',
  ),
  newTitle: t('New inspection', 'Ny kontroll', 'Nowa inspekcja', 'Ny besiktning'),

  // Fields (spec 02 §3 "Inspection").
  field_controlnumber: t('Control number', 'Kontrollnummer', 'Numer kontroli', 'Kontrollnummer'),
  field_controlnumberHelp: t(
    'Left blank, the number is given when saved.',
    'Står det tomt, får kontrollen nummer ved lagring.',
    'Pozostawione puste, numer zostanie nadany przy zapisie.',
    'Lämnas det tomt får besiktningen ett nummer när den sparas.',
  ),
  field_equipment_id: t('Equipment', 'Utstyr', 'Sprzęt', 'Utrustning'),
  field_customer_id: t('Customer', 'Kunde', 'Klient', 'Kund'),
  field_order_id: t('Order', 'Ordre', 'Zlecenie', 'Order'),
  field_inspectiontype_id: t('Inspection type', 'Kontrolltype', 'Typ inspekcji', 'Besiktningstyp'),
  field_date: t('Inspection date', 'Kontrolldato', 'Data inspekcji', 'Besiktningsdatum'),
  field_status: t('Status', 'Status', 'Status', 'Status'),
  field_statuscomment: t(
    'Comment on the status change',
    'Kommentar til statusendringen',
    'Komentarz do zmiany statusu',
    'Kommentar till statusändringen',
  ),
  field_nextinspection: t('Next inspection', 'Neste kontroll', 'Następna inspekcja', 'Nästa besiktning'),
  field_nextinspectionHelp: t(
    'Left blank: the date plus the inspection type’s interval.',
    'Står det tomt: datoen pluss kontrolltypens intervall.',
    'Puste: data plus odstęp typu inspekcji.',
    'Lämnas tomt: datumet plus besiktningstypens intervall.',
  ),
  field_contactName: t('Contact person', 'Kontaktperson', 'Osoba kontaktowa', 'Kontaktperson'),
  field_contactemail: t('Contact e-mail', 'Kontakt e-post', 'E-mail kontaktowy', 'Kontakt e-post'),
  field_inspectedbyname: t('Inspected by', 'Kontrollert av', 'Sprawdzone przez', 'Besiktigad av'),
  field_responsible_id: t('Responsible', 'Ansvarlig', 'Odpowiedzialny', 'Ansvarig'),
  field_remarks: t('Remarks', 'Merknader', 'Uwagi', 'Anmärkningar'),
  field_inspectorsignature: t('Inspector', 'Kontrollør', 'Inspektor', 'Besiktningsman'),
  field_customersignature: t('Customer', 'Kunde', 'Klient', 'Kund'),
  field_repairedbysignature: t('Repaired by', 'Reparert av', 'Naprawione przez', 'Reparerad av'),
  field_responsiblesignature: t('Responsible', 'Ansvarlig', 'Odpowiedzialny', 'Ansvarig'),
  field_archivedon: t('Archived', 'Arkivert', 'Zarchiwizowano', 'Arkiverad'),

  // Form sections.
  sectionInspection: t('Inspection', 'Kontroll', 'Inspekcja', 'Besiktning'),
  sectionContact: t(
    'Contact and responsibility',
    'Kontakt og ansvar',
    'Kontakt i odpowiedzialność',
    'Kontakt och ansvar',
  ),
  sectionSignatures: t('Signatures', 'Signaturer', 'Podpisy', 'Signaturer'),
  signaturesHelp: t(
    'Sign with a finger or the mouse. Saved with the inspection.',
    'Signer med fingeren eller musen. Lagres med kontrollen.',
    'Podpisz palcem lub myszą. Zapisywane z inspekcją.',
    'Signera med fingret eller musen. Sparas med besiktningen.',
  ),
  sectionHistory: t('Status history', 'Statushistorikk', 'Historia statusów', 'Statushistorik'),
  sectionRemarks: t('Remarks', 'Merknader', 'Uwagi', 'Anmärkningar'),

  // Statuses (spec 02 §3), the derived overdue and an equipment never inspected.
  status_not_controlled: t('Not controlled', 'Ikke kontrollert', 'Nie skontrolowano', 'Ej kontrollerad'),
  status_not_approved: t('Not approved', 'Ikke godkjent', 'Niezatwierdzone', 'Ej godkänd'),
  status_approved: t('Approved', 'Godkjent', 'Zatwierdzone', 'Godkänd'),
  status_repaired_approved: t(
    'Repaired and approved',
    'Reparert og godkjent',
    'Naprawione i zatwierdzone',
    'Reparerad och godkänd',
  ),
  status_repaired_approved_with_remarks: t(
    'Repaired, approved with remarks',
    'Reparert, godkjent med merknader',
    'Naprawione, zatwierdzone z uwagami',
    'Reparerad, godkänd med anmärkningar',
  ),
  status_approved_with_remarks: t(
    'Approved with remarks',
    'Godkjent med merknader',
    'Zatwierdzone z uwagami',
    'Godkänd med anmärkningar',
  ),
  status_overdue: t('Overdue', 'Forfalt', 'Zaległe', 'Försenad'),
  status_none: t('Never inspected', 'Aldri kontrollert', 'Nigdy nie sprawdzano', 'Aldrig besiktigad'),
  overdueSince: t(
    'Overdue since {{date}}',
    'Forfalt siden {{date}}',
    'Zaległe od {{date}}',
    'Försenad sedan {{date}}',
  ),
  archivedChip: t('Archived', 'Arkivert', 'Zarchiwizowano', 'Arkiverad'),

  // History.
  history_when: t('When', 'Når', 'Kiedy', 'När'),
  history_who: t('Who', 'Hvem', 'Kto', 'Vem'),
  history_change: t('Change', 'Endring', 'Zmiana', 'Ändring'),
  history_comment: t('Comment', 'Kommentar', 'Komentarz', 'Kommentar'),
  history_created: t(
    'Created as {{status}}',
    'Opprettet som {{status}}',
    'Utworzono jako {{status}}',
    'Skapad som {{status}}',
  ),
  historyEmpty: t(
    'The history starts when the inspection is saved.',
    'Historikken starter når kontrollen lagres.',
    'Historia zaczyna się po zapisaniu inspekcji.',
    'Historiken börjar när besiktningen sparas.',
  ),

  // In-page tabs of the record.
  tab_detail: t('Details', 'Detaljer', 'Szczegóły', 'Detaljer'),
  tab_checklists: t('Checklists', 'Sjekklister', 'Listy kontrolne', 'Checklistor'),
  tab_documents: t('Documents', 'Dokumenter', 'Dokumenty', 'Dokument'),
  saveFirst: t(
    'Save the inspection first; then checklists and documents can be added.',
    'Lagre kontrollen først; deretter kan sjekklister og dokumenter legges til.',
    'Najpierw zapisz inspekcję; potem można dodać listy kontrolne i dokumenty.',
    'Spara besiktningen först; sedan kan checklistor och dokument läggas till.',
  ),

  // The list.
  searchInspections: t(
    'Search control number, equipment, customer',
    'Søk kontrollnummer, utstyr, kunde',
    'Szukaj numeru, sprzętu, klienta',
    'Sök kontrollnummer, utrustning, kund',
  ),
  of: t('of', 'av', 'z', 'av'),
  noRows: t('No inspections yet.', 'Ingen kontroller ennå.', 'Brak inspekcji.', 'Inga besiktningar ännu.'),
  noMatches: t(
    'No inspections match the filter.',
    'Ingen kontroller passer filteret.',
    'Żadna inspekcja nie pasuje do filtra.',
    'Inga besiktningar matchar filtret.',
  ),
  // issue 12: one wording of a list's total on every list ('Totalt: 25').
  totalRows: t('Total: {{total}}', 'Totalt: {{total}}', 'Razem: {{total}}', 'Totalt: {{total}}'),
  overdueCount: t('{{count}} overdue', '{{count}} forfalt', 'zaległe: {{count}}', '{{count}} försenade'),
  filterStatus: t('Status', 'Status', 'Status', 'Status'),
  filterAll: t('All', 'Alle', 'Wszystkie', 'Alla'),
  filterType: t('Type', 'Type', 'Typ', 'Typ'),
  filterCustomer: t('Customer', 'Kunde', 'Klient', 'Kund'),
  filterEquipment: t('Equipment', 'Utstyr', 'Sprzęt', 'Utrustning'),
  from: t('From', 'Fra', 'Od', 'Från'),
  to: t('To', 'Til', 'Do', 'Till'),
  showArchived: t('Show archived', 'Vis arkiverte', 'Pokaż zarchiwizowane', 'Visa arkiverade'),
  clearFilters: t('Clear filters', 'Nullstill filtre', 'Wyczyść filtry', 'Rensa filter'),

  // Archiving (spec 02 §4).
  archive: t('Archive', 'Arkiver', 'Archiwizuj', 'Arkivera'),
  archiveTitle: t(
    'Archive the inspection?',
    'Arkivere kontrollen?',
    'Zarchiwizować inspekcję?',
    'Arkivera besiktningen?',
  ),
  archiveText: t(
    'All its checklists are put in one archive report, kept as a document of the inspection and of its equipment. The inspection is then closed for changes.',
    'Alle sjekklistene samles i én arkivrapport som lagres som dokument på kontrollen og utstyret. Kontrollen kan deretter ikke endres.',
    'Wszystkie listy kontrolne trafią do jednego raportu archiwalnego, zapisanego jako dokument inspekcji i sprzętu. Potem inspekcji nie można zmieniać.',
    'Alla checklistor samlas i en arkivrapport som sparas som dokument på besiktningen och utrustningen. Besiktningen kan sedan inte ändras.',
  ),
  archiveUnsaved: t(
    'Save your changes before archiving.',
    'Lagre endringene før du arkiverer.',
    'Zapisz zmiany przed archiwizacją.',
    'Spara ändringarna innan du arkiverar.',
  ),
  archiving: t(
    'Archiving: the archive report is being made …',
    'Arkiverer: arkivrapporten lages …',
    'Archiwizacja: trwa tworzenie raportu …',
    'Arkiverar: arkivrapporten skapas …',
  ),
  archivedOn: t(
    'Archived {{date}}. The inspection is closed for changes.',
    'Arkivert {{date}}. Kontrollen kan ikke lenger endres.',
    'Zarchiwizowano {{date}}. Inspekcji nie można już zmieniać.',
    'Arkiverad {{date}}. Besiktningen kan inte längre ändras.',
  ),
  archiveDone: t(
    'The inspection is archived.',
    'Kontrollen er arkivert.',
    'Inspekcja zarchiwizowana.',
    'Besiktningen är arkiverad.',
  ),
  archiveFailed: t(
    'Archiving failed: {{message}}',
    'Arkiveringen feilet: {{message}}',
    'Archiwizacja nie powiodła się: {{message}}',
    'Arkiveringen misslyckades: {{message}}',
  ),
  archiveRetrying: t(
    'The archive report is retried automatically.',
    'Arkivrapporten prøves på nytt automatisk.',
    'Raport zostanie automatycznie ponowiony.',
    'Arkivrapporten försöks igen automatiskt.',
  ),
  openArchiveReport: t(
    'Open archive report',
    'Åpne arkivrapport',
    'Otwórz raport archiwalny',
    'Öppna arkivrapport',
  ),
  error_inspectionNotFound: t(
    'The inspection no longer exists.',
    'Kontrollen finnes ikke lenger.',
    'Inspekcja już nie istnieje.',
    'Besiktningen finns inte längre.',
  ),
  error_inspectionArchived: t(
    'The inspection is archived and can no longer be changed.',
    'Kontrollen er arkivert og kan ikke lenger endres.',
    'Inspekcja jest zarchiwizowana i nie można jej zmieniać.',
    'Besiktningen är arkiverad och kan inte längre ändras.',
  ),
  error_inspectionAlreadyFinalizing: t(
    'The inspection is already being archived.',
    'Kontrollen arkiveres allerede.',
    'Inspekcja jest już archiwizowana.',
    'Besiktningen arkiveras redan.',
  ),
  error_inspectionHasNoChecklists: t(
    'Add at least one checklist before archiving.',
    'Legg til minst én sjekkliste før arkivering.',
    'Dodaj co najmniej jedną listę kontrolną przed archiwizacją.',
    'Lägg till minst en checklista före arkivering.',
  ),
  error_invalidSignature: t(
    'The signature could not be read; draw it again.',
    'Signaturen kunne ikke leses; tegn den på nytt.',
    'Nie można odczytać podpisu; narysuj go ponownie.',
    'Signaturen kunde inte läsas; rita den igen.',
  ),
  error_nextInspectionBeforeDate: t(
    'The next inspection cannot be before the inspection date.',
    'Neste kontroll kan ikke være før kontrolldatoen.',
    'Następna inspekcja nie może być przed datą inspekcji.',
    'Nästa besiktning kan inte vara före besiktningsdatumet.',
  ),

  // The inspection tabs of equipment, customers and orders.
  noneOfRecord: t(
    'No inspections here yet.',
    'Ingen kontroller her ennå.',
    'Brak inspekcji.',
    'Inga besiktningar här ännu.',
  ),

  // Reports.
  reportTitle: t(
    'Inspection status report',
    'Kontrollstatusrapport',
    'Raport statusu inspekcji',
    'Besiktningsstatusrapport',
  ),
  lastReportTitle: t(
    'Last inspection report',
    'Siste kontroll per utstyr',
    'Raport ostatnich inspekcji',
    'Senaste besiktning per utrustning',
  ),
  lastReportIntro: t(
    'Every piece of equipment with its last inspection.',
    'Alt utstyr med siste kontroll.',
    'Cały sprzęt z ostatnią inspekcją.',
    'All utrustning med senaste besiktning.',
  ),
  reportIntro: t(
    'Inspections by status, type, customer and period.',
    'Kontroller etter status, type, kunde og periode.',
    'Inspekcje według statusu, typu, klienta i okresu.',
    'Besiktningar efter status, typ, kund och period.',
  ),
  search: t('Search', 'Søk', 'Szukaj', 'Sök'),
  exportXlsx: t('Export to Excel', 'Eksporter til Excel', 'Eksport do Excela', 'Exportera till Excel'),
  exportFailed: t(
    'The export failed: {{message}}',
    'Eksporten feilet: {{message}}',
    'Eksport nie powiódł się: {{message}}',
    'Exporten misslyckades: {{message}}',
  ),
  nothingFound: t(
    'Nothing found for the filter.',
    'Ingenting funnet for filteret.',
    'Nic nie znaleziono.',
    'Inget hittades för filtret.',
  ),
  col_equipment: t('Equipment', 'Utstyr', 'Sprzęt', 'Utrustning'),
  col_lastinspection: t('Last inspection', 'Siste kontroll', 'Ostatnia inspekcja', 'Senaste besiktning'),
  reportRows: t('Total: {{count}}', 'Totalt: {{count}}', 'Razem: {{count}}', 'Totalt: {{count}}'),
  moreRows: t(
    'Showing the first {{shown}} of {{total}}; the export holds them all.',
    'Viser de første {{shown}} av {{total}}; eksporten har alle.',
    'Pokazano pierwsze {{shown}} z {{total}}; eksport zawiera wszystkie.',
    'Visar de första {{shown}} av {{total}}; exporten har alla.',
  ),
} satisfies TranslationSection;
