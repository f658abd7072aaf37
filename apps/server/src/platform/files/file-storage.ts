import { createReadStream } from 'node:fs';
import { appendFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of files live (DESIGN "files and images": FILES_DIR behind a storage interface). Keys are ours
 * (file guids, with a suffix for derived files such as thumbnails), always inside one tenant's space. An upload
 * grows as a partial object until finalize makes it a stored file.
 *
 * An S3-compatible store implements the same calls: a partial upload is kept as one object per chunk
 * (`{tenant}/partial/{uploadId}/{offset}`, size = the sum of the listed parts), finalize concatenates them into
 * `{tenant}/{key}` with a multipart upload (UploadPartCopy; S3 parts of at least 5 MiB, so small neighbours are
 * joined first), read is a GetObject stream, stat a HeadObject, delete a DeleteObject.
 */
export type FileStorage = {
  /** Appends a chunk to the partial upload; answers its size afterwards. */
  append(tenantId: number, uploadId: string, chunk: Buffer): Promise<number>;
  /** Bytes received so far for the upload, or null when there is none. */
  partialSize(tenantId: number, uploadId: string): Promise<number | null>;
  /** The complete partial upload becomes the stored file key. */
  finalize(tenantId: number, uploadId: string, key: string): Promise<void>;
  discardPartial(tenantId: number, uploadId: string): Promise<void>;
  /** Stores a small derived file (a thumbnail) in one piece. */
  put(tenantId: number, key: string, data: Buffer): Promise<void>;
  /** The stored file's bytes; rejects with code ENOENT when there is none. */
  read(tenantId: number, key: string): Promise<Readable>;
  stat(tenantId: number, key: string): Promise<{ size: number } | null>;
  delete(tenantId: number, key: string): Promise<void>;
};

// Keys and upload ids are uuids, optionally with a '.suffix': nothing that could climb out of the tenant's folder.
const SAFE_KEY = /^[0-9a-f-]{36}(\.[a-z0-9]+)?$/;

function checked(tenantId: number, key: string): void {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
}

/**
 * Files on the local disk: `{root}/{tenantId}/{first two characters of the key}/{key}` (spread over folders so no
 * folder grows huge), partial uploads in `{root}/{tenantId}/partial/{uploadId}`. Several server instances can share
 * the folder (a network file system): everything about an upload is in the database and the folder.
 */
export function localFileStorage(root: string): FileStorage {
  const tenantDir = (tenantId: number) => path.join(root, String(tenantId));
  const partialPath = (tenantId: number, uploadId: string) => {
    checked(tenantId, uploadId);
    return path.join(tenantDir(tenantId), 'partial', uploadId);
  };
  const filePath = (tenantId: number, key: string) => {
    checked(tenantId, key);
    return path.join(tenantDir(tenantId), key.slice(0, 2), key);
  };
  const sizeOf = async (p: string) => {
    try {
      return (await stat(p)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    async append(tenantId, uploadId, chunk) {
      const p = partialPath(tenantId, uploadId);
      await mkdir(path.dirname(p), { recursive: true });
      await appendFile(p, chunk);
      return (await sizeOf(p)) ?? 0;
    },
    partialSize: (tenantId, uploadId) => sizeOf(partialPath(tenantId, uploadId)),
    async finalize(tenantId, uploadId, key) {
      const target = filePath(tenantId, key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(partialPath(tenantId, uploadId), target);
    },
    discardPartial: (tenantId, uploadId) => rm(partialPath(tenantId, uploadId), { force: true }),
    async put(tenantId, key, data) {
      const target = filePath(tenantId, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    },
    async read(tenantId, key) {
      const p = filePath(tenantId, key);
      // Opening first makes a missing file a rejected promise rather than an error event on a sent stream.
      const stream = createReadStream(p);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async stat(tenantId, key) {
      const size = await sizeOf(filePath(tenantId, key));
      return size === null ? null : { size };
    },
    delete: (tenantId, key) => rm(filePath(tenantId, key), { force: true }),
  };
}
