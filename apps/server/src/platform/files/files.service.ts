import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  cleanFileName,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  fileKindOf,
  type FileKind,
  type FileListInput,
  type StoredFile,
  type UploadChunkFields,
  type UploadStatus,
} from '@suite/shared/files/files.schema';
import { canChange, hasAnyPermission, hasPermission } from '@suite/shared/users/permissions';
import type { Db } from '../../db/connection';
import { withPlatform, withTenant } from '../../db/tenant';
import { tenants } from '../tenants/tenants.table';
import { badRequest, forbidden, notFound } from '../errors';
import type { Ctx } from '../request-context';
import type { FileStorage } from './file-storage';
import { fileModuleById, fileModuleByUrl, type FileModule } from './file-modules';
import { files, fileUploads } from './files.table';

// Decoding is CPU work on a small shared machine: no cache of decoded images between requests.
sharp.cache(false);

const THUMBNAIL_SUFFIX = '.thumb';
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';
/** spec 02 §7 unfinished uploads are removed after a day. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

export const thumbnailKey = (guid: string) => `${guid}${THUMBNAIL_SUFFIX}`;

type FileAction = 'read' | 'upload' | 'delete';

/**
 * spec 01 §6: documents need manage_documents; the images of a record with an images tab (orders, offers,
 * equipments; spec 01 §2) are seen with view. Uploading needs add or edit, deleting edit or delete, and neither is
 * allowed a read-only user (role 3).
 */
export function mayHandleFiles(
  ctx: Ctx,
  m: FileModule,
  kind: FileKind | undefined,
  action: FileAction,
): boolean {
  if (m.mayHandle) return m.mayHandle(ctx, kind, action);
  const access = ctx.user.access;
  const p = m.permissionPrefix;
  const documentsRule =
    kind === 'image' && m.imagesTab ? true : hasPermission(access, `${p}_manage_documents`);
  if (!documentsRule) return false;
  if (action === 'read') return hasAnyPermission(access, m.viewPermissions ?? [`${p}_view`]);
  if (!canChange(access)) return false;
  const actions = action === 'upload' ? ['add', 'edit'] : ['edit', 'delete'];
  return hasAnyPermission(
    access,
    actions.map((a) => `${p}_${a}`),
  );
}

function assertMay(ctx: Ctx, m: FileModule, kind: FileKind | undefined, action: FileAction): void {
  if (!mayHandleFiles(ctx, m, kind, action)) throw forbidden();
}

/** spec 01 §5 "Upload size": the tenant's cap in bytes (system configuration maxuploadsizemb). */
export function uploadCapBytes(ctx: Ctx): number {
  return (ctx.user.config.maxuploadsizemb ?? DEFAULT_MAX_UPLOAD_SIZE_MB) * 1024 * 1024;
}

type FileRow = typeof files.$inferSelect;

export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    file_guid: row.file_guid,
    original_name: row.original_name,
    size: row.size,
    content_type: row.content_type,
    kind: row.kind,
    moduleid: row.moduleid,
    record_id: row.record_id,
    uploaded_by: row.uploaded_by,
    uploaded_by_name: row.uploaded_by_name,
    uploadedon: row.uploadedon.toISOString(),
    has_thumbnail: row.has_thumbnail,
    url: `/api/files/download?fileName=${row.file_guid}`,
  };
}

// What a browser sends no type for (or a generic one) is known by its extension, for the common office files.
const TYPE_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A content type as sent by the browser; by the name's extension or octet-stream when missing or not a media type. */
export function normalizeContentType(value: string | undefined, fileName = ''): string {
  const v = (value ?? '').trim().toLowerCase();
  if (
    /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(v) &&
    v !== 'application/octet-stream'
  ) {
    return v;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream';
}

/**
 * The name as the user saw it: browsers send '"', CR and LF in a multipart file name as %22, %0D, %0A (HTML
 * "multipart/form-data encoding algorithm"), which the parser leaves as they are.
 */
export function uploadedFileName(raw: string): string {
  const name = raw.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').trim();
  return name.slice(0, 255) || 'file';
}

export type ChunkPart = { data: Buffer; filename: string; mimetype: string | undefined };

export type ChunkResult =
  | { status: 'partial'; file_id: string; received: number }
  | { status: 'done'; file_id: string; received: number; file: StoredFile }
  | { status: 'overLimit' };

/**
 * spec 02 §7 "Uploads": the first chunk (without file_id) starts an upload for the record and answers its file_id,
 * following chunks append, is_last stores the file. A chunk that would take the file over the tenant's cap ends
 * the upload: its bytes are discarded (answered as overLimit, so the route can refuse it after this transaction
 * has committed the removal).
 */
export async function receiveChunk(
  ctx: Ctx,
  storage: FileStorage,
  m: FileModule,
  fields: UploadChunkFields,
  part: ChunkPart,
): Promise<ChunkResult> {
  const tenantId = ctx.user.tenantId;
  const cap = uploadCapBytes(ctx);
  let upload: typeof fileUploads.$inferSelect;
  let before: number;
  if (!fields.file_id) {
    if (fields.record_id === undefined) throw badRequest([{ field: 'record_id', message: 'required' }]);
    const contentType = normalizeContentType(part.mimetype, part.filename);
    assertMay(ctx, m, fileKindOf(contentType), 'upload');
    if (!(await m.recordExists(ctx, fields.record_id))) throw notFound();
    if (fields.offset !== undefined && fields.offset !== 0) {
      throw badRequest([{ field: 'offset', message: 'invalidData' }]);
    }
    if (part.data.length > cap) return { status: 'overLimit' };
    const name = uploadedFileName(part.filename);
    [upload] = (await ctx.tx
      .insert(fileUploads)
      .values({
        tenantId,
        id: randomUUID(),
        moduleid: m.moduleId,
        record_id: fields.record_id,
        original_name: name,
        content_type: contentType,
        started_by: ctx.user.userId,
      })
      .returning()) as [typeof fileUploads.$inferSelect];
    before = 0;
  } else {
    const [row] = await ctx.tx
      .select()
      .from(fileUploads)
      .where(
        and(
          eq(fileUploads.tenantId, tenantId),
          eq(fileUploads.id, fields.file_id),
          eq(fileUploads.started_by, ctx.user.userId),
        ),
      )
      .for('update');
    // Another tenant's or user's upload, a finished or discarded one, or one for another module: unknown here.
    if (!row || row.moduleid !== m.moduleId) throw badRequest([{ field: 'file_id', message: 'invalidData' }]);
    if (fields.record_id !== undefined && fields.record_id !== row.record_id) {
      throw badRequest([{ field: 'record_id', message: 'invalidData' }]);
    }
    assertMay(ctx, m, fileKindOf(row.content_type), 'upload');
    upload = row;
    before = (await storage.partialSize(tenantId, row.id)) ?? 0;
    // A chunk sent again after its answer was lost would otherwise be appended twice.
    if (fields.offset !== undefined && fields.offset !== before) {
      throw badRequest([{ field: 'offset', message: 'invalidData' }]);
    }
    if (before + part.data.length > cap) {
      await ctx.tx
        .delete(fileUploads)
        .where(and(eq(fileUploads.tenantId, tenantId), eq(fileUploads.id, row.id)));
      await storage.discardPartial(tenantId, row.id);
      return { status: 'overLimit' };
    }
  }

  const received = await storage.append(tenantId, upload.id, part.data);
  if (!fields.is_last) {
    await ctx.tx
      .update(fileUploads)
      .set({ received, updatedon: sql`now()` })
      .where(and(eq(fileUploads.tenantId, tenantId), eq(fileUploads.id, upload.id)));
    return { status: 'partial', file_id: upload.id, received };
  }

  const guid = upload.id;
  await storage.finalize(tenantId, upload.id, guid);
  const kind = fileKindOf(upload.content_type);
  const hasThumbnail = kind === 'image' && (await makeThumbnail(storage, tenantId, guid));
  const [row] = await ctx.tx
    .insert(files)
    .values({
      tenantId,
      file_guid: guid,
      original_name: upload.original_name,
      size: received,
      content_type: upload.content_type,
      kind,
      moduleid: upload.moduleid,
      record_id: upload.record_id,
      uploaded_by: ctx.user.userId,
      uploaded_by_name: ctx.user.details.name,
      has_thumbnail: hasThumbnail,
    })
    .returning();
  await ctx.tx
    .delete(fileUploads)
    .where(and(eq(fileUploads.tenantId, tenantId), eq(fileUploads.id, upload.id)));
  return { status: 'done', file_id: guid, received, file: toStoredFile(row!) };
}

/**
 * A 320 px thumbnail (turned upright by its EXIF orientation) next to the image. An image sharp cannot read is
 * stored without one: the upload itself is not refused for it.
 */
async function makeThumbnail(storage: FileStorage, tenantId: number, guid: string): Promise<boolean> {
  try {
    const source = await storage.read(tenantId, guid);
    const chunks: Buffer[] = [];
    for await (const c of source) chunks.push(c as Buffer);
    const thumb = await sharp(Buffer.concat(chunks), { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await storage.put(tenantId, thumbnailKey(guid), thumb);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/files/upload_status/{file_id}: the bytes the server holds, to resume a dropped upload from there. */
export async function uploadStatus(ctx: Ctx, storage: FileStorage, fileId: string): Promise<UploadStatus> {
  const [row] = await ctx.tx
    .select()
    .from(fileUploads)
    .where(
      and(
        eq(fileUploads.tenantId, ctx.user.tenantId),
        eq(fileUploads.id, fileId),
        eq(fileUploads.started_by, ctx.user.userId),
      ),
    );
  if (!row) throw notFound();
  const received = (await storage.partialSize(ctx.user.tenantId, row.id)) ?? 0;
  return { file_id: row.id, received, original_name: row.original_name };
}

function moduleOfInput(input: { moduleUrl?: string; moduleid?: number }): FileModule {
  const m =
    input.moduleUrl !== undefined ? fileModuleByUrl(input.moduleUrl) : fileModuleById(input.moduleid!);
  if (!m)
    throw badRequest([
      { field: input.moduleUrl !== undefined ? 'moduleUrl' : 'moduleid', message: 'invalidData' },
    ]);
  return m;
}

/** The files of a record, newest first (the documents tab lists every file, the images tab only images). */
export async function listFiles(ctx: Ctx, input: FileListInput): Promise<{ items: StoredFile[] }> {
  const m = moduleOfInput(input);
  assertMay(ctx, m, input.kind, 'read');
  if (!(await m.recordExists(ctx, input.record_id))) throw notFound();
  const rows = await ctx.tx
    .select()
    .from(files)
    .where(
      and(
        eq(files.tenantId, ctx.user.tenantId),
        eq(files.moduleid, m.moduleId),
        eq(files.record_id, input.record_id),
        input.kind ? eq(files.kind, input.kind) : undefined,
      ),
    )
    .orderBy(desc(files.uploadedon), desc(files.id));
  return { items: rows.map(toStoredFile) };
}

/** The file behind a download link, when the user may open it; 404 for another tenant's or a missing file. */
export async function fileForDownload(ctx: Ctx, guid: string, thumbnail: boolean): Promise<FileRow> {
  const [row] = await ctx.tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, ctx.user.tenantId), eq(files.file_guid, guid)));
  const m = row ? fileModuleById(row.moduleid) : undefined;
  if (!row || !m) throw notFound();
  assertMay(ctx, m, row.kind, 'read');
  if (thumbnail && !row.has_thumbnail) throw notFound();
  return row;
}

/**
 * Removes the files' rows; answers their guids so the caller removes the bytes once the transaction committed
 * (a rolled-back delete must not lose them). One unknown id refuses the whole call (404), nothing removed.
 */
export async function deleteFiles(ctx: Ctx, ids: number[]): Promise<FileRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, ctx.user.tenantId), inArray(files.id, unique)));
  if (rows.length !== unique.length) throw notFound();
  for (const row of rows) {
    const m = fileModuleById(row.moduleid);
    if (!m) throw notFound();
    assertMay(ctx, m, row.kind, 'delete');
  }
  await ctx.tx.delete(files).where(and(eq(files.tenantId, ctx.user.tenantId), inArray(files.id, unique)));
  return rows;
}

export async function removeStoredBytes(
  storage: FileStorage,
  tenantId: number,
  rows: FileRow[],
): Promise<void> {
  for (const row of rows) {
    await storage.delete(tenantId, row.file_guid);
    if (row.has_thumbnail) await storage.delete(tenantId, thumbnailKey(row.file_guid));
  }
}

/**
 * spec 02 §7: uploads left unfinished for a day are removed, rows and bytes. Tenant by tenant through the tenant
 * transaction, like every other read of tenant rows.
 */
export async function cleanStaleUploads(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const tenantIds = await withPlatform(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  const cutoff = new Date(now.getTime() - STALE_UPLOAD_MS);
  let removed = 0;
  for (const { id: tenantId } of tenantIds) {
    const stale = await withTenant(db, tenantId, (tx) =>
      tx
        .delete(fileUploads)
        .where(and(eq(fileUploads.tenantId, tenantId), lt(fileUploads.updatedon, cutoff)))
        .returning({ id: fileUploads.id }),
    );
    for (const s of stale) await storage.discardPartial(tenantId, s.id);
    removed += stale.length;
  }
  return removed;
}

/**
 * Files whose record is gone (an order, offer, customer ... deleted) are removed, rows and bytes: a deleted record
 * leaves nothing behind, and a module need not remember its files when it deletes. Tenant by tenant through the
 * tenant transaction; the bytes go once the rows' removal committed. Answers how many files were removed.
 */
/** Records asked about in one query by the orphan clean-up. */
const ORPHAN_BATCH = 1000;

export async function cleanOrphanFiles(db: Db, storage: FileStorage): Promise<number> {
  const tenantIds = await withPlatform(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let removed = 0;
  for (const { id: tenantId } of tenantIds) {
    const orphans = await withTenant(db, tenantId, async (tx) => {
      const scope = { tx, user: { tenantId } };
      const records = await tx
        .selectDistinct({ moduleid: files.moduleid, recordid: files.record_id })
        .from(files)
        .where(eq(files.tenantId, tenantId));
      const byModule = new Map<number, number[]>();
      for (const r of records) {
        const ids = byModule.get(r.moduleid);
        if (ids) ids.push(r.recordid);
        else byModule.set(r.moduleid, [r.recordid]);
      }
      const gone: FileRow[] = [];
      for (const [moduleid, recordIds] of byModule) {
        // A module not registered in this server (yet), or one that cannot tell without a user, keeps its files.
        const remaining = fileModuleById(moduleid)?.recordsRemaining;
        if (!remaining) continue;
        for (let i = 0; i < recordIds.length; i += ORPHAN_BATCH) {
          const ids = recordIds.slice(i, i + ORPHAN_BATCH);
          const kept = await remaining(scope, ids);
          const lost = ids.filter((id) => !kept.has(id));
          if (!lost.length) continue;
          gone.push(
            ...(await tx
              .delete(files)
              .where(
                and(
                  eq(files.tenantId, tenantId),
                  eq(files.moduleid, moduleid),
                  inArray(files.record_id, lost),
                ),
              )
              .returning()),
          );
        }
      }
      return gone;
    });
    await removeStoredBytes(storage, tenantId, orphans);
    removed += orphans.length;
  }
  return removed;
}

/**
 * The Content-Disposition of a download: the name cleaned by spec 02 §5, an ASCII fallback in filename= and the
 * exact name (æøå ...) in filename* (RFC 5987/6266).
 */
export function contentDisposition(name: string, type: 'inline' | 'attachment'): string {
  const clean = cleanFileName(name);
  // Only printable ASCII is safe in the quoted fallback; ';' and ',' are legal inside quotes.
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Types a browser shows without running anything of the file's: opened in the tab, everything else downloaded. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'text/plain',
]);
export const opensInline = (contentType: string) => INLINE_TYPES.has(contentType);
