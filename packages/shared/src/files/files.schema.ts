import { z } from 'zod';

/** spec 01 §9: an upload is sent in chunks of 2 097 150 bytes (spec 02 §7 "Uploads"). */
export const UPLOAD_CHUNK_SIZE = 2_097_150;

/** The cap a tenant starts with when its system configuration names none (spec 01 §5 "Upload size"). */
export const DEFAULT_MAX_UPLOAD_SIZE_MB = 50;

/** A stored file is an image (shown on the images tab, with a thumbnail) or any other document. */
export type FileKind = 'document' | 'image';
export const FILE_KINDS = ['document', 'image'] as const;

/** The kind follows the content type: every image/* is an image. */
export function fileKindOf(contentType: string): FileKind {
  return contentType.toLowerCase().startsWith('image/') ? 'image' : 'document';
}

/**
 * spec 02 §5 "Report and print rules": in file names the ampersand is removed and / \ ? % * : | " < > tab and
 * newline become underscore. Other control characters become underscore too (a header cannot carry them).
 */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/&/g, '').replace(/[/\\?%*:|"<>\t\n\r\u0000-\u001f\u007f]/g, '_');
  return cleaned.trim() === '' ? 'file' : cleaned;
}

/** A stored file as the API answers it. */
export type StoredFile = {
  id: number;
  file_guid: string;
  original_name: string;
  size: number;
  content_type: string;
  kind: FileKind;
  moduleid: number;
  record_id: number;
  uploaded_by: number | null;
  uploaded_by_name: string;
  uploadedon: string;
  has_thumbnail: boolean;
  /** GET this to open or download the file; add &thumbnail=true for an image's thumbnail. */
  url: string;
};

const recordId = z.coerce
  .number('invalidNumber')
  .int('invalidNumber')
  .positive('invalidNumber')
  .max(2 ** 53, 'invalidNumber');

/** POST /api/files/list: the files of one record, newest first; kind narrows to images or documents. */
export const fileListSchema = z
  .object({
    moduleUrl: z.string('invalidData').max(60, 'invalidData').optional(),
    moduleid: z.number('invalidNumber').int('invalidNumber').positive('invalidNumber').optional(),
    record_id: recordId,
    kind: z.enum(FILE_KINDS, 'invalidData').optional(),
  })
  .refine((v) => v.moduleUrl !== undefined || v.moduleid !== undefined, {
    message: 'required',
    path: ['moduleUrl'],
  });
export type FileListInput = z.infer<typeof fileListSchema>;

/** DELETE /api/files: the ids of the files to remove, bytes and all. */
export const fileDeleteSchema = z.object({
  ids: z.array(recordId, 'required').min(1, 'required').max(500, 'invalidData'),
});

/** GET /api/files/download?fileName=<file_guid>[&thumbnail=true][&download=true]. */
export const fileDownloadQuerySchema = z.object({
  fileName: z.uuid('invalidData'),
  thumbnail: z.enum(['true', 'false'], 'invalidData').optional(),
  download: z.enum(['true', 'false'], 'invalidData').optional(),
});

/** The multipart fields of POST /api/{moduleUrl}/upload_chunk besides the file part (spec 02 §7 "Uploads"). */
export const uploadChunkFieldsSchema = z.object({
  is_last: z
    .enum(['true', 'false', '1', '0'], 'invalidData')
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  file_id: z.uuid('invalidData').optional(),
  record_id: recordId.optional(),
  /** Where the client believes this chunk starts: a chunk sent twice (an answer lost on the way) is refused. */
  offset: z.coerce.number('invalidNumber').int('invalidNumber').min(0, 'invalidNumber').optional(),
});
export type UploadChunkFields = z.infer<typeof uploadChunkFieldsSchema>;

/** GET /api/files/upload_status/{file_id}: how many bytes the server holds, to resume from there. */
export type UploadStatus = { file_id: string; received: number; original_name: string };
