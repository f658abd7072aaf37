import type { TranslationSection } from '../types';

// Texts of the inspections API (issue 8): the status names (also printed in the archive report's history and the
// report exports), the refusals as field errors ('inspectionsapi.error_<key>', beside 'validation.<key>') and the
// column headers of /inspection_report and /equipment_lastinspection_report. The screens' own texts are in the web's
// section. Notifications are in 'notificationtexts'.
const t = (en: string, no: string, po: string, sw: string) => ({ en, no, po, sw });

export const inspectionsapi = {
  status_not_controlled: t('Not controlled', 'Ikke kontrollert', 'Nie skontrolowano', 'Ej kontrollerad'),
  status_not_approved: t('Not approved', 'Ikke godkjent', 'Nie zatwierdzono', 'Ej godkänd'),
  status_approved: t('Approved', 'Godkjent', 'Zatwierdzono', 'Godkänd'),
  status_repaired_approved: t(
    'Repaired and approved',
    'Reparert og godkjent',
    'Naprawiono i zatwierdzono',
    'Reparerad och godkänd',
  ),
  status_repaired_approved_with_remarks: t(
    'Repaired and approved with remarks',
    'Reparert og godkjent med anmerkninger',
    'Naprawiono i zatwierdzono z uwagami',
    'Reparerad och godkänd med anmärkningar',
  ),
  status_approved_with_remarks: t(
    'Approved with remarks',
    'Godkjent med anmerkninger',
    'Zatwierdzono z uwagami',
    'Godkänd med anmärkningar',
  ),
  status_overdue: t('Overdue', 'Forfalt', 'Zaległa', 'Försenad'),
  status_none: t('Never inspected', 'Aldri kontrollert', 'Nigdy nie skontrolowano', 'Aldrig kontrollerad'),
  error_inspectionNotFound: t(
    'The inspection was not found',
    'Kontrollen ble ikke funnet',
    'Nie znaleziono przeglądu',
    'Kontrollen hittades inte',
  ),
  error_inspectionArchived: t(
    'The inspection is archived and can no longer be changed',
    'Kontrollen er arkivert og kan ikke endres',
    'Przegląd jest zarchiwizowany i nie można go zmienić',
    'Kontrollen är arkiverad och kan inte ändras',
  ),
  error_inspectionAlreadyFinalizing: t(
    'The archive report of this inspection is being made',
    'Arkivrapporten for denne kontrollen lages nå',
    'Raport archiwalny tego przeglądu jest w przygotowaniu',
    'Arkivrapporten för denna kontroll skapas nu',
  ),
  error_inspectionHasNoChecklists: t(
    'Add a checklist before archiving the inspection',
    'Legg til en sjekkliste før kontrollen arkiveres',
    'Dodaj listę kontrolną przed archiwizacją przeglądu',
    'Lägg till en checklista innan kontrollen arkiveras',
  ),
  error_invalidSignature: t(
    'The signature is not a valid image',
    'Signaturen er ikke et gyldig bilde',
    'Podpis nie jest prawidłowym obrazem',
    'Signaturen är inte en giltig bild',
  ),
  error_nextInspectionBeforeDate: t(
    'The next inspection cannot be before the inspection date',
    'Neste kontroll kan ikke være før kontrolldatoen',
    'Następny przegląd nie może być przed datą przeglądu',
    'Nästa kontroll kan inte vara före kontrolldatumet',
  ),
  report_inspection_report: t('Inspections', 'Kontroller', 'Przeglądy', 'Kontroller'),
  report_equipment_lastinspection_report: t(
    'Last inspection',
    'Siste kontroll',
    'Ostatni przegląd',
    'Senaste kontroll',
  ),
  report_controlnumber: t('Control number', 'Kontrollnummer', 'Numer kontroli', 'Kontrollnummer'),
  report_date: t('Date', 'Dato', 'Data', 'Datum'),
  report_status: t('Status', 'Status', 'Status', 'Status'),
  report_inspectiontype: t('Inspection type', 'Kontrolltype', 'Typ przeglądu', 'Kontrolltyp'),
  report_customer: t('Customer', 'Kunde', 'Klient', 'Kund'),
  report_equipmentnumber: t('Equipment no.', 'Utstyrsnr.', 'Nr urządzenia', 'Utrustningsnr'),
  report_equipment: t('Equipment', 'Utstyr', 'Urządzenie', 'Utrustning'),
  report_nextinspection: t('Next inspection', 'Neste kontroll', 'Następny przegląd', 'Nästa kontroll'),
  report_inspectedby: t('Inspected by', 'Kontrollert av', 'Skontrolował', 'Kontrollerad av'),
  report_responsible: t('Responsible', 'Ansvarlig', 'Odpowiedzialny', 'Ansvarig'),
  report_lastinspection: t('Last inspection', 'Siste kontroll', 'Ostatni przegląd', 'Senaste kontroll'),
} satisfies TranslationSection;
