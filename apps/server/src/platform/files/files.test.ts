import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_SIZE } from '@suite/shared/files/files.schema';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { localFileStorage } from './file-storage';
import { cleanOrphanFiles, cleanStaleUploads } from './files.service';

type Fields = Record<string, string | undefined>;

/** A multipart POST as the browser's upload client sends it. */
async function postChunk(
  client: TestClient,
  moduleUrl: string,
  fields: Fields,
  file?: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${client.baseUrl}/api/${moduleUrl}/upload_chunk`, {
    method: 'POST',
    headers: { ...client.headers, cookie: client.cookie },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** Uploads data in chunks of UPLOAD_CHUNK_SIZE, as the web client does; answers every chunk's answer. */
async function upload(
  client: TestClient,
  moduleUrl: string,
  recordId: number,
  data: Buffer,
  name: string,
  type: string,
) {
  const answers = [];
  let fileId: string | undefined;
  for (let offset = 0; offset < data.length || offset === 0; offset += UPLOAD_CHUNK_SIZE) {
    const chunk = data.subarray(offset, offset + UPLOAD_CHUNK_SIZE);
    const last = offset + UPLOAD_CHUNK_SIZE >= data.length;
    const r = await postChunk(
      client,
      moduleUrl,
      { is_last: String(last), file_id: fileId, record_id: String(recordId), offset: String(offset) },
      { data: chunk, name, type },
    );
    answers.push(r);
    if (r.status !== 200) break;
    fileId = r.body.file_id;
    if (last) break;
  }
  return answers;
}

async function download(client: TestClient, query: string) {
  const res = await fetch(`${client.baseUrl}/api/${query}`, {
    headers: { ...client.headers, cookie: client.cookie },
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe.each(DB_KINDS)('files on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let equipmentId: number;
  let fjordCustomerId: number;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'suite-files-'));
    server = await startTestServer(kind, { env: { FILES_DIR: filesDir } });
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    customerId = (await admin.post('customers/list', { limit: 1 })).body.items[0].id;
    equipmentId = (await admin.post('equipments/list', { limit: 1 })).body.items[0].id;
    fjordCustomerId = (await fjord.post('customers/list', { limit: 1 })).body.items[0].id;
  });
  afterAll(async () => {
    await server.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('stores a file sent in three chunks and gives back the same bytes', async () => {
    const data = randomBytes(2 * UPLOAD_CHUNK_SIZE + 12_345);
    const answers = await upload(
      admin,
      'customers',
      customerId,
      data,
      'Servicerapport 2026.pdf',
      'application/pdf',
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body).toMatchObject({ done: false, received: UPLOAD_CHUNK_SIZE });
    const file = answers[2]!.body;
    expect(file).toMatchObject({
      done: true,
      original_name: 'Servicerapport 2026.pdf',
      size: data.length,
      content_type: 'application/pdf',
      kind: 'document',
      moduleid: 2,
      record_id: customerId,
      uploaded_by_name: 'Anne Administrator',
      has_thumbnail: false,
    });
    expect(file.file_guid).toBe(answers[0]!.body.file_id);

    const back = await download(admin, `files/download?fileName=${file.file_guid}`);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('application/pdf');
    expect(back.headers.get('content-disposition')).toMatch(/^inline; filename="Servicerapport 2026.pdf"/);
    expect(back.body.equals(data)).toBe(true);
    // The other spelling of the call serves the same file.
    const again = await download(admin, `file/download?fileName=${file.file_guid}`);
    expect(again.body.equals(data)).toBe(true);

    const list = await admin.post('files/list', { moduleUrl: 'customers', record_id: customerId });
    expect(list.status).toBe(200);
    expect(list.body.items.map((f: { file_guid: string }) => f.file_guid)).toContain(file.file_guid);
    const byId = await admin.post('files/list', { moduleid: 2, record_id: customerId, kind: 'image' });
    expect(byId.body.items).toEqual([]);
  });

  it('resumes an upload whose second chunk was cut off on the way, from the bytes the server has', async () => {
    const data = randomBytes(UPLOAD_CHUNK_SIZE + 5000);
    const first = await postChunk(
      admin,
      'customers',
      { is_last: 'false', record_id: String(customerId) },
      { data: data.subarray(0, UPLOAD_CHUNK_SIZE), name: 'tegning.dwg', type: 'application/acad' },
    );
    expect(first.status).toBe(200);
    const fileId = first.body.file_id as string;

    // The connection drops halfway through the last chunk's body.
    await new Promise<void>((resolve) => {
      const boundary = 'cut-off-boundary';
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="file_id"\r\n\r\n${fileId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="is_last"\r\n\r\ntrue\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tegning.dwg"\r\n` +
        `Content-Type: application/acad\r\n\r\n`;
      const url = new URL(`${admin.baseUrl}/api/customers/upload_chunk`);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          ...admin.headers,
          cookie: admin.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 5000 + 100),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head);
      req.write(data.subarray(UPLOAD_CHUNK_SIZE, UPLOAD_CHUNK_SIZE + 2000), () => {
        setTimeout(() => req.destroy(), 100);
      });
    });

    const status = await admin.get(`files/upload_status/${fileId}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ file_id: fileId, received: UPLOAD_CHUNK_SIZE });
    // Sending the first chunk again (its answer thought lost) is refused rather than appended twice.
    const twice = await postChunk(
      admin,
      'customers',
      { file_id: fileId, is_last: 'false', offset: '0' },
      { data: data.subarray(0, UPLOAD_CHUNK_SIZE), name: 'tegning.dwg', type: 'application/acad' },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ field: 'offset', message: 'invalidData' }]);
    const rest = await postChunk(
      admin,
      'customers',
      { file_id: fileId, is_last: 'true', offset: String(status.body.received) },
      { data: data.subarray(status.body.received), name: 'tegning.dwg', type: 'application/acad' },
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ done: true, size: data.length, original_name: 'tegning.dwg' });
    expect((await download(admin, `files/download?fileName=${rest.body.file_guid}`)).body.equals(data)).toBe(
      true,
    );
    // A finished upload has no status left to ask for.
    expect((await admin.get(`files/upload_status/${fileId}`)).status).toBe(404);
  });

  it('refuses a chunk that takes the file over the company cap and throws the partial upload away', async () => {
    const config = (await admin.get('systemconfiguration')).body;
    const saved = await admin.put('systemconfiguration', { maxuploadsizemb: 1, version: config.version });
    expect(saved.status).toBe(200);
    try {
      const part = randomBytes(700 * 1024);
      const first = await postChunk(
        admin,
        'customers',
        { is_last: 'false', record_id: String(customerId) },
        { data: part, name: 'stor.zip', type: 'application/zip' },
      );
      expect(first.status).toBe(200);
      const fileId = first.body.file_id;
      expect(readdirSync(path.join(filesDir, '1', 'partial'))).toContain(fileId);
      const second = await postChunk(
        admin,
        'customers',
        { file_id: fileId, is_last: 'true' },
        { data: part, name: 'stor.zip', type: 'application/zip' },
      );
      expect(second.status).toBe(400);
      expect(second.headers.get('content-type')).toMatch(/problem\+json/);
      expect(second.body.errors).toEqual([{ field: 'file', message: 'fileSizeOverLimit' }]);
      expect((await admin.get(`files/upload_status/${fileId}`)).status).toBe(404);
      expect(readdirSync(path.join(filesDir, '1', 'partial'))).not.toContain(fileId);
      // A single chunk above the cap is refused before anything is kept.
      const big = await postChunk(
        admin,
        'customers',
        { is_last: 'true', record_id: String(customerId) },
        { data: randomBytes(1024 * 1024 + 1), name: 'for-stor.bin', type: 'application/octet-stream' },
      );
      expect(big.status).toBe(400);
      expect(big.body.errors).toEqual([{ field: 'file', message: 'fileSizeOverLimit' }]);
    } finally {
      const now = (await admin.get('systemconfiguration')).body;
      await admin.put('systemconfiguration', { maxuploadsizemb: 50, version: now.version });
    }
  });

  it('makes thumbnails of PNG and JPEG images and stores an unreadable image without one', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 40, g: 90, b: 132, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 300, height: 1200, channels: 3, background: '#b0bec5' } })
      .jpeg()
      .toBuffer();
    for (const [data, name, type, width, height] of [
      [png, 'anlegg.png', 'image/png', 320, 240],
      [jpeg, 'skilt.jpg', 'image/jpeg', 80, 320],
    ] as const) {
      const [answer] = await upload(admin, 'equipments', equipmentId, data, name, type);
      expect(answer!.body).toMatchObject({ kind: 'image', has_thumbnail: true, moduleid: 3 });
      const thumb = await download(admin, `files/download?fileName=${answer!.body.file_guid}&thumbnail=true`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(thumb.body).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    // A browser that sends no type: the extension tells.
    const [untyped] = await upload(admin, 'equipments', equipmentId, png, 'uten-type.PNG', '');
    expect(untyped!.body).toMatchObject({ kind: 'image', content_type: 'image/png', has_thumbnail: true });
    const [broken] = await upload(
      admin,
      'equipments',
      equipmentId,
      randomBytes(5000),
      'ødelagt.png',
      'image/png',
    );
    expect(broken!.status).toBe(200);
    expect(broken!.body).toMatchObject({ kind: 'image', has_thumbnail: false });
    const noThumb = await download(admin, `files/download?fileName=${broken!.body.file_guid}&thumbnail=true`);
    expect(noThumb.status).toBe(404);
    const images = await admin.post('files/list', {
      moduleUrl: 'equipments',
      record_id: equipmentId,
      kind: 'image',
    });
    expect(images.body.items.map((f: { original_name: string }) => f.original_name)).toEqual([
      'ødelagt.png',
      'uten-type.PNG',
      'skilt.jpg',
      'anlegg.png',
    ]);
  });

  it('names a download by the spec rules: no ampersand, unsafe characters as underscore, æøå kept in filename*', async () => {
    const [answer] = await upload(
      admin,
      'customers',
      customerId,
      Buffer.from('hei'),
      'Tilbud & "avtale" på kjøl|frys<1>.txt',
      'text/plain',
    );
    const r = await download(admin, `files/download?fileName=${answer!.body.file_guid}&download=true`);
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="Tilbud  _avtale_ p_ kj_l_frys_1_.txt"; ` +
        `filename*=UTF-8''Tilbud%20%20_avtale_%20p%C3%A5%20kj%C3%B8l_frys_1_.txt`,
    );
    // Whatever the file holds, it runs no script when opened directly.
    expect(r.headers.get('content-security-policy')).toBe('sandbox');
  });

  it("refuses another company's record, and answers 404 for its files on download and delete", async () => {
    const foreign = await postChunk(
      admin,
      'customers',
      { is_last: 'true', record_id: String(fjordCustomerId) },
      { data: Buffer.from('x'), name: 'a.txt', type: 'text/plain' },
    );
    expect(foreign.status).toBe(404);
    expect(
      (await admin.post('files/list', { moduleUrl: 'customers', record_id: fjordCustomerId })).status,
    ).toBe(404);
    const missing = await postChunk(
      admin,
      'customers',
      { is_last: 'true', record_id: '999999' },
      { data: Buffer.from('x'), name: 'a.txt', type: 'text/plain' },
    );
    expect(missing.status).toBe(404);

    const [mine] = await upload(
      admin,
      'customers',
      customerId,
      Buffer.from('demo'),
      'demo.txt',
      'text/plain',
    );
    const guid = mine!.body.file_guid;
    expect((await download(fjord, `files/download?fileName=${guid}`)).status).toBe(404);
    expect((await download(fjord, `file/download?fileName=${guid}`)).status).toBe(404);
    const del = await fjord.del('files', { ids: [mine!.body.id] });
    expect(del.status).toBe(404);
    expect((await download(admin, `files/download?fileName=${guid}`)).status).toBe(200);
    // Another company's upload in progress is unknown too.
    const started = await postChunk(
      admin,
      'customers',
      { is_last: 'false', record_id: String(customerId) },
      { data: Buffer.from('abc'), name: 'b.txt', type: 'text/plain' },
    );
    expect((await fjord.get(`files/upload_status/${started.body.file_id}`)).status).toBe(404);
    const hijack = await postChunk(
      fjord,
      'customers',
      { file_id: started.body.file_id, is_last: 'true' },
      { data: Buffer.from('def'), name: 'b.txt', type: 'text/plain' },
    );
    expect(hijack.status).toBe(400);
    expect(hijack.body.errors).toEqual([{ field: 'file_id', message: 'invalidData' }]);
  });

  it('deletes a file with its stored bytes', async () => {
    const [answer] = await upload(
      admin,
      'equipments',
      equipmentId,
      await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#ff5252' },
      })
        .png()
        .toBuffer(),
      'rød.png',
      'image/png',
    );
    const guid = answer!.body.file_guid as string;
    const stored = path.join(filesDir, '1', guid.slice(0, 2), guid);
    expect(existsSync(stored)).toBe(true);
    expect(existsSync(`${stored}.thumb`)).toBe(true);
    const del = await admin.del('files', { ids: [answer!.body.id] });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ deleted: [answer!.body.id] });
    expect(existsSync(stored)).toBe(false);
    expect(existsSync(`${stored}.thumb`)).toBe(false);
    expect((await download(admin, `files/download?fileName=${guid}`)).status).toBe(404);
    expect((await admin.del('files', { ids: [answer!.body.id] })).status).toBe(404);
  });

  it('lets a technician read but not upload or delete, and an office user without manage_documents do neither', async () => {
    const r = await postChunk(
      tech,
      'customers',
      { is_last: 'true', record_id: String(customerId) },
      { data: Buffer.from('x'), name: 'a.txt', type: 'text/plain' },
    );
    expect(r.status).toBe(403);
    const o = await postChunk(
      office,
      'customers',
      { is_last: 'true', record_id: String(customerId) },
      { data: Buffer.from('x'), name: 'a.txt', type: 'text/plain' },
    );
    expect(o.status).toBe(403);
    expect((await office.post('files/list', { moduleUrl: 'customers', record_id: customerId })).status).toBe(
      403,
    );
    // Images of equipment are on its images tab: seen with equipments_view (the technician has it).
    const images = await tech.post('files/list', {
      moduleUrl: 'equipments',
      record_id: equipmentId,
      kind: 'image',
    });
    expect(images.status).toBe(200);
    expect(images.body.items.length).toBeGreaterThan(0);
    const [doc] = (await admin.post('files/list', { moduleUrl: 'customers', record_id: customerId })).body
      .items;
    expect((await tech.del('files', { ids: [doc.id] })).status).toBe(403);
  });

  it('answers 400 with the field for bad input, and changes nothing', async () => {
    const file = { data: Buffer.from('x'), name: 'a.txt', type: 'text/plain' };
    const before = (await admin.post('files/list', { moduleUrl: 'customers', record_id: customerId })).body
      .items.length;
    const cases: [string, Fields, string, string][] = [
      ['customers', { is_last: 'true' }, 'record_id', 'required'],
      ['customers', { is_last: 'true', record_id: 'abc' }, 'record_id', 'invalidNumber'],
      ['spaceships', { is_last: 'true', record_id: String(customerId) }, 'moduleUrl', 'invalidData'],
      [
        'customers',
        { is_last: 'true', file_id: '00000000-0000-4000-8000-000000000000' },
        'file_id',
        'invalidData',
      ],
      ['customers', { is_last: 'true', file_id: 'not-a-uuid' }, 'file_id', 'invalidData'],
      ['customers', { is_last: 'maybe', record_id: String(customerId) }, 'is_last', 'invalidData'],
    ];
    for (const [moduleUrl, fields, field, message] of cases) {
      const r = await postChunk(admin, moduleUrl, fields, file);
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(r.body.errors).toEqual([expect.objectContaining({ field, message })]);
    }
    const noFile = await postChunk(admin, 'customers', { is_last: 'true', record_id: String(customerId) });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual([{ field: 'file', message: 'required' }]);
    const json = await admin.post('customers/upload_chunk', { is_last: true });
    expect(json.status).toBe(400);
    for (const body of [
      { record_id: customerId },
      { moduleUrl: 'customers' },
      { moduleUrl: 'nope', record_id: 1 },
    ]) {
      expect((await admin.post('files/list', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.del('files', { ids: [] })).status).toBe(400);
    expect((await admin.del('files', { ids: ['x'] })).status).toBe(400);
    expect((await download(admin, 'files/download?fileName=../../etc/passwd')).status).toBe(400);
    expect((await download(admin, 'files/download')).status).toBe(400);
    const after = (await admin.post('files/list', { moduleUrl: 'customers', record_id: customerId })).body
      .items.length;
    expect(after).toBe(before);
  });

  it('removes the files of a deleted record, rows and bytes, and keeps those of other records', async () => {
    const lead = await admin.post('leads', { name: 'Slettes med vedlegg' });
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    const answers = await upload(
      admin,
      'leads',
      lead.body.id,
      Buffer.from('tilbudsgrunnlag'),
      'a.txt',
      'text/plain',
    );
    expect(answers.at(-1)!.status).toBe(200);
    const kept = await upload(admin, 'customers', customerId, Buffer.from('beholdes'), 'k.txt', 'text/plain');
    const guid = answers.at(-1)!.body.file_guid as string;
    const storage = localFileStorage(filesDir);
    expect(await cleanOrphanFiles(server.database.db, storage)).toBe(0);
    expect(await storage.stat(1, guid)).not.toBeNull();

    expect((await admin.del('leads', { ids: [lead.body.id] })).status).toBe(200);
    expect(await cleanOrphanFiles(server.database.db, storage)).toBe(1);
    expect(await storage.stat(1, guid)).toBeNull();
    expect((await download(admin, `files/download?fileName=${guid}`)).status).toBe(404);
    const keptGuid = kept.at(-1)!.body.file_guid as string;
    expect((await download(admin, `files/download?fileName=${keptGuid}`)).status).toBe(200);
  });

  it('removes uploads left unfinished for more than a day', async () => {
    const started = await postChunk(
      admin,
      'customers',
      { is_last: 'false', record_id: String(customerId) },
      { data: Buffer.from('halvferdig'), name: 'c.txt', type: 'text/plain' },
    );
    const fileId = started.body.file_id as string;
    const storage = localFileStorage(filesDir);
    expect(await cleanStaleUploads(server.database.db, storage, new Date())).toBe(0);
    expect(await storage.partialSize(1, fileId)).toBe(10);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await cleanStaleUploads(server.database.db, storage, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await storage.partialSize(1, fileId)).toBeNull();
    expect((await admin.get(`files/upload_status/${fileId}`)).status).toBe(404);
  });
});
