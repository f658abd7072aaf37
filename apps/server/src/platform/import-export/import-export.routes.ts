import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@suite/shared';
import { badRequest } from '../errors';
import { inTenant } from '../request-context';
import { languageOf } from '../translations/translate';
import { exportRows, importRows, type ImportExportConfig } from './import-export.service';
import { CONTENT_TYPES, formatOfFilename } from './spreadsheet';
import { maxCharactersMessage } from '@suite/shared/validation/messages';

export type ImportExportRoutes = ImportExportConfig & {
  /** Permission to export (default: the definition's view permission). */
  exportPermission?: string;
  /** Permission to import: creating and updating records (default: the definition's permission). */
  importPermission?: string | string[];
};

// A 10 000-row XLSX is about 1 MB; base64 makes it a third larger.
const MAX_FILE_BASE64 = 16 * 1024 * 1024;

export const importBodySchema = z
  .object({
    filename: z.string('required').trim().min(1, 'required').max(255, maxCharactersMessage(255)),
    /** The file's bytes, base64 (a data: URL prefix is accepted). */
    content: z.string('required').min(1, 'required').max(MAX_FILE_BASE64, 'maxFileSize'),
    format: z.enum(['xlsx', 'csv'], 'invalidData').optional(),
  })
  .strict();

/** A JSON object in a query parameter (the list's match and sort), refused as invalidData when it is not one. */
const jsonObject = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(4000, maxCharactersMessage(4000))
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalidData' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const exportQuerySchema = z
  .object({
    format: z.enum(['xlsx', 'csv'], 'invalidData').default('xlsx'),
    language: z.enum(LANGUAGES, 'invalidData').optional(),
    // The list's search, filters and order (issue 12: the file holds what the list shows).
    search: z.string().max(200, maxCharactersMessage(200)).optional(),
    match: jsonObject(
      z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), 'invalidData'),
    ).optional(),
    sort: jsonObject(z.record(z.string(), z.union([z.literal(1), z.literal(-1)]), 'invalidData')).optional(),
  })
  .strict();

/**
 * GET /api/{x}/export?format=xlsx|csv[&language=no][&search=][&match={json}][&sort={json}] answers the file as a
 * download of the rows the list shows (the language of the headers defaults to x-language, so a plain link works); POST /api/{x}/import with {filename, content (base64), format?}
 * imports all rows or none and answers {created, updated}. JSON with base64 rather than multipart: one body parser
 * fewer, and the 400 field errors look like every other call's.
 */
export function registerImportExport(app: FastifyInstance, options: ImportExportRoutes): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${options.def.name}`;
  const tags = [options.def.name];
  r.get(
    `${base}/export`,
    {
      schema: { querystring: exportQuerySchema, tags },
      config: { access: { permission: options.exportPermission ?? options.def.permission } },
    },
    async (request, reply) => {
      const lang = request.query.language ?? languageOf(request.headers['x-language']);
      const format = request.query.format;
      const { search, match, sort } = request.query;
      const file = await inTenant(request, (ctx) =>
        exportRows(ctx, options, format, lang, { search, match, sort }),
      );
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  );
  r.post(
    `${base}/import`,
    {
      bodyLimit: MAX_FILE_BASE64 + 64 * 1024,
      schema: { body: importBodySchema, tags },
      config: {
        access: { permission: options.importPermission ?? options.def.permission, write: true },
      },
    },
    (request) => {
      const { filename, content, format: given } = request.body;
      const format = given ?? formatOfFilename(filename);
      if (!format) throw badRequest([{ field: 'filename', message: 'invalidFileType' }], 'importFailed');
      const base64 = content.replace(/^data:[^,]*,/, '');
      if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) {
        throw badRequest([{ field: 'content', message: 'invalidData' }], 'importFailed');
      }
      const buffer = Buffer.from(base64, 'base64');
      return inTenant(request, (ctx) => importRows(ctx, options, { buffer, format }));
    },
  );
}
