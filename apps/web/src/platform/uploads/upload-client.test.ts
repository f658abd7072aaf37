import { UPLOAD_CHUNK_SIZE } from '@suite/shared/files/files.schema';
import { describe, expect, it } from 'vitest';
import { uploadFile, type UploadProgress } from './upload-client';

/** The server's side of the chunk protocol in memory: appends chunks, answers status, may lose an answer. */
function chunkServer(opts: { loseAnswerOfCall?: number; failCalls?: number[] } = {}) {
  let bytes = new Uint8Array(0);
  let calls = 0;
  const seen: { offset: string; is_last: string; file_id: string | null }[] = [];
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.startsWith('/api/files/upload_status/')) {
      return Response.json({ file_id: 'f-1', received: bytes.length, original_name: 'x' });
    }
    calls++;
    if (opts.failCalls?.includes(calls)) return new Response('busy', { status: 503 });
    const form = init!.body as FormData;
    const offset = form.get('offset') as string;
    seen.push({
      offset,
      is_last: form.get('is_last') as string,
      file_id: form.get('file_id') as string | null,
    });
    if (Number(offset) !== bytes.length) {
      return Response.json({ errors: [{ field: 'offset', message: 'invalidData' }] }, { status: 400 });
    }
    const chunk = new Uint8Array(await (form.get('file') as Blob).arrayBuffer());
    const next = new Uint8Array(bytes.length + chunk.length);
    next.set(bytes);
    next.set(chunk, bytes.length);
    bytes = next;
    // The chunk landed but the answer never came back (connection dropped).
    if (calls === opts.loseAnswerOfCall) throw new TypeError('network error');
    const done = form.get('is_last') === 'true';
    return Response.json({
      file_id: 'f-1',
      received: bytes.length,
      done,
      ...(done ? { size: bytes.length } : {}),
    });
  };
  return { fetch: fetchFake as typeof fetch, bytes: () => bytes, seen };
}

const file = (size: number) => {
  const data = new Uint8Array(size).map((_, i) => i % 251);
  return { data, file: new File([data], 'rapport.pdf', { type: 'application/pdf' }) };
};

describe('uploadFile', () => {
  it('sends a file in chunks of 2 097 150 bytes and reports the progress', async () => {
    const server = chunkServer();
    const { data, file: f } = file(2 * UPLOAD_CHUNK_SIZE + 10);
    const progress: UploadProgress[] = [];
    const stored = await uploadFile({
      moduleUrl: 'customers',
      recordId: 7,
      file: f,
      fetch: server.fetch,
      onProgress: (p) => progress.push(p),
    });
    expect(stored.size).toBe(data.length);
    expect(server.seen.map((s) => [s.offset, s.is_last, s.file_id])).toEqual([
      ['0', 'false', null],
      [String(UPLOAD_CHUNK_SIZE), 'false', 'f-1'],
      [String(2 * UPLOAD_CHUNK_SIZE), 'true', 'f-1'],
    ]);
    expect(progress.at(-1)).toEqual({ sent: data.length, total: data.length, retrying: false });
    expect(Buffer.from(server.bytes()).equals(Buffer.from(data))).toBe(true);
  });

  it('resumes from the bytes the server holds when an answer is lost, without sending a chunk twice', async () => {
    const server = chunkServer({ loseAnswerOfCall: 2, failCalls: [4] });
    const { data, file: f } = file(3 * UPLOAD_CHUNK_SIZE);
    const progress: UploadProgress[] = [];
    await uploadFile({
      moduleUrl: 'customers',
      recordId: 7,
      file: f,
      fetch: server.fetch,
      delay: async () => undefined,
      onProgress: (p) => progress.push(p),
    });
    expect(Buffer.from(server.bytes()).equals(Buffer.from(data))).toBe(true);
    expect(progress.some((p) => p.retrying)).toBe(true);
  });

  it('gives up with the server refusal when the file is over the limit', async () => {
    const fetchFake = (async () =>
      Response.json(
        {
          title: 'Bad Request',
          detail: 'validationIssue',
          errors: [{ field: 'file', message: 'fileSizeOverLimit' }],
        },
        { status: 400 },
      )) as typeof fetch;
    await expect(
      uploadFile({ moduleUrl: 'customers', recordId: 7, file: file(10).file, fetch: fetchFake }),
    ).rejects.toMatchObject({
      status: 400,
      problem: { errors: [{ field: 'file', message: 'fileSizeOverLimit' }] },
    });
  });
});
