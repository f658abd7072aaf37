// How inspections plug into the platform and the checklists module: their documents (files module 20), their
// checklists (module 20 of the checklists' record registry: inspectionchecklists) and their jobs.
import { INSPECTION_CHECKLIST_MODULE } from '@suite/shared/inspections/inspection.schema';
import { registerFileModule, rowExists, type FileModule } from '../../platform/files/file-modules';
import { localFileStorage } from '../../platform/files/file-storage';
import { registerChecklistRecordModule } from '../checklists/checklist-records';
import { registerInspectionJobs } from './inspections.jobs';
import { inspections } from './inspections.table';

/** The inspection's documents (spec 01 §3 module id 20): its archive reports, and files attached to it. */
export const INSPECTION_FILE_MODULE: FileModule = {
  moduleUrl: 'inspections',
  moduleId: INSPECTION_CHECKLIST_MODULE,
  permissionPrefix: 'inspections',
  recordExists: rowExists(inspections),
};

/** Called once when the modules load (before the checklist routes, which read the registry). */
export function registerInspections(opts: { filesDir: string }): void {
  registerFileModule(INSPECTION_FILE_MODULE);
  registerChecklistRecordModule({
    module: INSPECTION_CHECKLIST_MODULE,
    viewPermissions: ['inspections_view'],
    exists: rowExists(inspections),
  });
  registerInspectionJobs({ storage: localFileStorage(opts.filesDir) });
}
