import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileDeleteSchema,
  fileDownloadQuerySchema,
  fileListSchema,
  UPLOAD_CHUNK_SIZE,
  uploadChunkFieldsSchema,
} from '@suite/shared/files/files.schema';
import { badRequest, parseInput } from '../errors';
import { inTenant, READ_ONLY } from '../request-context';
import { localFileStorage, type FileStorage } from './file-storage';
import { fileModuleByUrl } from './file-modules';
import {
  cleanStaleUploads,
  contentDisposition,
  deleteFiles,
  fileForDownload,
  listFiles,
  opensInline,
  receiveChunk,
  removeStoredBytes,
  THUMBNAIL_CONTENT_TYPE,
  thumbnailKey,
  uploadStatus,
  type ChunkPart,
} from './files.service';
import { notFound } from '../errors';

export type FilesOptions = { filesDir: string; storage?: FileStorage };

const CLEAN_EVERY_MS = 60 * 60 * 1000;

/**
 * Files of every module's records (spec 02 §7 "Uploads", spec 01 §7 file download): chunked, resumable upload to
 * POST /api/{moduleUrl}/upload_chunk for the modules of file-modules.ts, list, download (with thumbnails) and
 * delete. The bytes live in the storage (FILES_DIR on the local disk).
 */
export async function filesRoutes(app: FastifyInstance, opts: FilesOptions) {
  const storage = opts.storage ?? localFileStorage(opts.filesDir);
  // Registered in this plugin only: no other route accepts multipart bodies. One file part of at most a chunk.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_CHUNK_SIZE, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];

  r.post(
    '/api/:moduleUrl/upload_chunk',
    {
      schema: { params: z.object({ moduleUrl: z.string() }), tags, consumes: ['multipart/form-data'] },
      // Who may upload is the module's rule (mayHandleFiles: read-only users are refused there, except where a
      // module makes uploads field work, as checklist photos are).
    },
    async (request) => {
      const m = fileModuleByUrl(request.params.moduleUrl);
      if (!m) throw badRequest([{ field: 'moduleUrl', message: 'invalidData' }]);
      if (!request.isMultipart()) throw badRequest([{ field: 'file', message: 'required' }]);
      const raw: Record<string, string> = {};
      let part: ChunkPart | undefined;
      for await (const p of request.parts()) {
        if (p.type === 'file') {
          part = { data: await p.toBuffer(), filename: p.filename, mimetype: p.mimetype };
        } else {
          raw[p.fieldname] = String(p.value);
        }
      }
      const fields = parseInput(uploadChunkFieldsSchema, raw);
      if (!part) throw badRequest([{ field: 'file', message: 'required' }]);
      const chunk = part;
      const result = await inTenant(request, (ctx) => receiveChunk(ctx, storage, m, fields, chunk));
      // Refused after the transaction that discarded the partial upload has committed.
      if (result.status === 'overLimit') throw badRequest([{ field: 'file', message: 'fileSizeOverLimit' }]);
      if (result.status === 'partial')
        return { file_id: result.file_id, received: result.received, done: false };
      return { ...result.file, file_id: result.file_id, received: result.received, done: true };
    },
  );

  r.get(
    '/api/files/upload_status/:file_id',
    { schema: { params: z.object({ file_id: z.uuid('invalidData') }), tags } },
    (request) => inTenant(request, (ctx) => uploadStatus(ctx, storage, request.params.file_id), READ_ONLY),
  );

  r.post('/api/files/list', { schema: { body: fileListSchema, tags } }, (request) =>
    inTenant(request, (ctx) => listFiles(ctx, request.body), READ_ONLY),
  );

  r.delete(
    '/api/files',
    { schema: { body: fileDeleteSchema, tags }, config: { access: { write: true } } },
    async (request) => {
      const rows = await inTenant(request, (ctx) => deleteFiles(ctx, request.body.ids));
      await removeStoredBytes(storage, request.session!.user.tenantId, rows);
      return { deleted: rows.map((row) => row.id) };
    },
  );

  // spec 02 §7: both spellings of the download call are in use (file/download and files/download).
  for (const url of ['/api/files/download', '/api/file/download']) {
    r.get(url, { schema: { querystring: fileDownloadQuerySchema, tags } }, async (request, reply) => {
      const thumbnail = request.query.thumbnail === 'true';
      const row = await inTenant(
        request,
        (ctx) => fileForDownload(ctx, request.query.fileName, thumbnail),
        READ_ONLY,
      );
      const tenantId = request.session!.user.tenantId;
      const key = thumbnail ? thumbnailKey(row.file_guid) : row.file_guid;
      const stored = await storage.stat(tenantId, key);
      if (!stored) throw notFound();
      const stream = await storage.read(tenantId, key);
      const contentType = thumbnail ? THUMBNAIL_CONTENT_TYPE : row.content_type;
      const inline = request.query.download !== 'true' && (thumbnail || opensInline(contentType));
      void reply
        .header('content-type', contentType)
        .header('content-length', stored.size)
        .header(
          'content-disposition',
          contentDisposition(row.original_name, inline ? 'inline' : 'attachment'),
        )
        // A stored file never changes under its guid.
        .header('cache-control', 'private, max-age=86400');
      // An uploaded file runs no script even when opened directly (Chrome's PDF viewer refuses a sandbox).
      if (contentType !== 'application/pdf') void reply.header('content-security-policy', 'sandbox');
      return reply.send(stream);
    });
  }

  const cleaner = setInterval(() => {
    cleanStaleUploads(app.db, storage).catch((error: unknown) =>
      app.log.error({ err: error }, 'upload clean-up'),
    );
  }, CLEAN_EVERY_MS);
  cleaner.unref();
  app.addHook('onClose', async () => clearInterval(cleaner));
}
