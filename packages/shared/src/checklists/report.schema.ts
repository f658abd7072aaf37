// spec 02 §7 "Checklists and reports": the bodies of the generate_pdf calls and of POST file/share (spec 02 §3
// "Report sharing input"). The server builds every PDF from the data: these bodies carry no HTML.
import { z } from 'zod';
import { multipleEmails, requiredEmails } from '../validation/contact.rules';
import { typeError } from '../validation/field';
import { idValue } from '../validation/record-inputs';
import { CHECKLIST_MODULE, HSE_COMPANY_RECORD } from './checklist-data';

const flag = () => z.boolean(typeError('invalidData')).optional();

export const PDF_PAGE_SIZES = ['A4', 'A3', 'A5', 'LETTER'] as const;

/** Options every report call takes. */
export const pdfOptionsFields = {
  visiblefilename: z.string(typeError('invalidData')).max(200, 'maxCharacters').optional(),
  istwoimageperpdf: flag(),
  ispdfforprint: flag(),
  islandscape: flag(),
  pdfpagesize: z.enum(PDF_PAGE_SIZES, typeError('invalidData')).optional(),
  isemptypdf: flag(),
  /** Print every grid, the empty ones too. */
  printall: flag(),
  /** A filtered export: empty survey and checkpoint rows left out. */
  filtered: flag(),
  language: z.enum(['no', 'en', 'po', 'sw'], typeError('invalidData')).optional(),
};

/** POST checklists/generate_pdf/{formId}/{checklistId}. */
export const generatePdfSchema = z.object(pdfOptionsFields).strict();

/** POST checklists/generate_pdf/{id}?module=: the record's checklists to print (all of them when left out). */
export const generateRecordPdfSchema = z
  .object({
    ...pdfOptionsFields,
    checklistids: z.array(idValue, typeError('invalidData')).max(200, 'invalidData').optional(),
  })
  .strict();

/** POST checklists/generate_pdf_for_machine_service_checklist. */
export const machinePdfSchema = z
  .object({
    checklistid: idValue,
    filename: z.string(typeError('invalidData')).max(200, 'maxCharacters').optional(),
    ispdfforprint: flag(),
    islandscape: flag(),
    language: pdfOptionsFields.language,
  })
  .strict();

/** spec 02 §7 inspectionhistorystatusmodel: the inspection id, its status and signatures, and its history. */
export const inspectionHistorySchema = z
  .object({
    inspectionid: idValue.optional(),
    status: z.string(typeError('invalidData')).max(100, 'invalidData').optional(),
    inspectorsignature: z.string(typeError('invalidData')).max(500_000, 'invalidData').nullable().optional(),
    repairedbysignature: z.string(typeError('invalidData')).max(500_000, 'invalidData').nullable().optional(),
    history: z
      .array(
        z
          .object({
            /** The status before the change (none on the first entry). */
            fromstatus: z.string().max(100).optional(),
            status: z.string().max(100).optional(),
            changedon: z.string().max(40).optional(),
            changedby: z.string().max(200).optional(),
            comment: z.string().max(2000).optional(),
          })
          .strict(),
        typeError('invalidData'),
      )
      .max(500, 'invalidData')
      .optional(),
  })
  .strict();

/** POST checklists/generate_pdf_for_multiple_machine_service_checklist: several checklists in one file. */
export const multipleMachinePdfSchema = z
  .object({
    checklistids: z.array(idValue, typeError('invalidData')).min(1, 'required').max(200, 'invalidData'),
    filename: z.string(typeError('invalidData')).max(200, 'maxCharacters').optional(),
    ispdfforprint: flag(),
    islandscape: flag(),
    language: pdfOptionsFields.language,
    inspectionhistorystatusmodel: inspectionHistorySchema.optional(),
  })
  .strict();

/** POST file/share (spec 02 §3 "Report sharing input"). */
export const reportShareSchema = z
  .object({
    subject: z.string(typeError('required')).trim().min(1, 'required').max(250, 'maxCharacters'),
    to: requiredEmails(),
    cc: multipleEmails().optional(),
    body: z.string(typeError('invalidData')).max(100_000, 'maxCharacters').optional(),
    /** The file's name in the mail; or the file name (guid) a generate_pdf call answered. */
    filename: z.string(typeError('required')).trim().min(1, 'required').max(200, 'maxCharacters'),
    frommailaddress: z.string(typeError('invalidData')).max(200, 'maxCharacters').optional(),
    moduleid: z
      .number(typeError('required'))
      .int('invalidData')
      .positive('invalidData')
      .max(1000, 'invalidData'),
    /** The record mailed from; 0 is the company itself, for HSE checklists (module 11) only. */
    recordid: z
      .number(typeError('required'))
      .int('invalidData')
      .min(HSE_COMPANY_RECORD, 'invalidData')
      .max(2 ** 53 - 1, 'invalidData'),
    isattachmentfromchecklistapi: flag(),
    checklistids: z.array(idValue, typeError('invalidData')).max(200, 'invalidData').optional(),
    /** The guid answered by a generate_pdf call, when the PDF is already made. */
    fileguid: z.string(typeError('invalidData')).uuid('invalidData').optional(),
    language: pdfOptionsFields.language,
  })
  .strict()
  .refine((v) => v.recordid !== HSE_COMPANY_RECORD || v.moduleid === CHECKLIST_MODULE.hse, {
    message: 'invalidData',
    path: ['recordid'],
  });
export type ReportShareBody = z.input<typeof reportShareSchema>;
