// spec 02 §7 "Uploads", spec 01 §9: a file goes to POST /api/{moduleUrl}/upload_chunk in chunks of 2 097 150
// bytes. A chunk that fails on the way (no answer, a 5xx) is retried: the client asks the server how many bytes it
// holds (GET /api/files/upload_status/{file_id}) and goes on from there, so nothing is sent twice.
import { UPLOAD_CHUNK_SIZE, type StoredFile, type UploadStatus } from '@suite/shared/files/files.schema';
import { ApiError, apiLanguage, type Problem } from '../api';
import { CLIENT_VERSION } from '../constants';

export type UploadProgress = { sent: number; total: number; retrying: boolean };

export type UploadOptions = {
  moduleUrl: string;
  recordId: number;
  file: Blob & { name: string };
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  /** Attempts per chunk before giving up (default 4). */
  attempts?: number;
  /** Waits between attempts; tests pass a quick one. */
  delay?: (attempt: number) => Promise<void>;
  fetch?: typeof fetch;
};

const waitBackoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(8000, 500 * 2 ** (attempt - 1))));

/** A failure worth another try: no answer at all, a time-out, rate limiting or a server error. */
function retriable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

async function problemOf(res: Response): Promise<Problem> {
  try {
    const body = (await res.json()) as Partial<Problem>;
    return {
      title: body.title ?? res.statusText,
      status: res.status,
      detail: body.detail,
      errors: body.errors,
    };
  } catch {
    return { title: res.statusText || `HTTP ${res.status}`, status: res.status };
  }
}

type ChunkAnswer = { file_id: string; received: number; done: boolean } & Partial<StoredFile>;

/** Sends the file and answers the stored file; rejects with an ApiError the caller can show (fileSizeOverLimit ...). */
export async function uploadFile(opts: UploadOptions): Promise<StoredFile> {
  const doFetch =
    opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const attempts = opts.attempts ?? 4;
  const delay = opts.delay ?? waitBackoff;
  const total = opts.file.size;
  const headers = () => ({ 'x-client-version': CLIENT_VERSION, 'x-language': apiLanguage() });
  const call = async (input: string, init: RequestInit): Promise<Response> => {
    try {
      return await doFetch(input, { ...init, credentials: 'include', signal: opts.signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, {
        title: 'No response',
        detail: error instanceof Error ? error.message : undefined,
      });
    }
  };

  let fileId: string | undefined;
  let offset = 0;
  let failures = 0;
  opts.onProgress?.({ sent: 0, total, retrying: false });
  for (;;) {
    const end = Math.min(offset + UPLOAD_CHUNK_SIZE, total);
    const last = end >= total;
    try {
      const form = new FormData();
      form.append('is_last', String(last));
      if (fileId) form.append('file_id', fileId);
      form.append('record_id', String(opts.recordId));
      form.append('offset', String(offset));
      // slice() alone drops the type: the server tells images from documents by it.
      form.append('file', opts.file.slice(offset, end, opts.file.type), opts.file.name);
      const res = await call(`/api/${opts.moduleUrl}/upload_chunk`, {
        method: 'POST',
        headers: headers(),
        body: form,
      });
      if (!res.ok) throw new ApiError(res.status, await problemOf(res));
      const answer = (await res.json()) as ChunkAnswer;
      fileId = answer.file_id;
      offset = answer.received;
      failures = 0;
      opts.onProgress?.({ sent: offset, total, retrying: false });
      if (answer.done) return answer as StoredFile;
    } catch (error) {
      if (!retriable(error) || ++failures >= attempts) throw error;
      opts.onProgress?.({ sent: offset, total, retrying: true });
      await delay(failures);
      if (fileId) {
        // The chunk may have landed with only its answer lost: continue from what the server holds.
        const res = await call(`/api/files/upload_status/${fileId}`, {
          method: 'GET',
          headers: headers(),
        }).catch(() => null);
        if (res?.ok) offset = ((await res.json()) as UploadStatus).received;
        else if (res && res.status === 404) {
          // The partial upload is gone (cleaned up): start again from the beginning.
          fileId = undefined;
          offset = 0;
        }
      } else {
        offset = 0;
      }
    }
  }
}
