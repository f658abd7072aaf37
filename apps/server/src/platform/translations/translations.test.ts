import { DEFAULT_TRANSLATIONS, LANGUAGES } from '@suite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Item = {
  sectionkey: string;
  key: string;
  en_value: string;
  no_value: string;
  po_value: string;
  sw_value: string;
  overridden?: string[];
};

describe('default texts', () => {
  it('has every text in all four languages, none of them empty', () => {
    const missing: string[] = [];
    for (const [section, texts] of Object.entries(DEFAULT_TRANSLATIONS)) {
      for (const [key, t] of Object.entries(texts)) {
        for (const lang of LANGUAGES) if (!t[lang]?.trim()) missing.push(`${section}.${key}.${lang}`);
        if (key.includes('.')) missing.push(`${section}.${key} (dot in key)`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe.each(DB_KINDS)('tenant translations on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let fjord: TestClient;
  let office: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, fjord, office] = await Promise.all(
      ['admin', 'fjordadmin', 'office'].map((u) => signedIn(server, u)),
    );
  });
  afterAll(() => server.close());
  const find = (items: Item[], s: string, k: string) => items.find((i) => i.sectionkey === s && i.key === k)!;

  it('answers the default texts before sign-in, as items with the four language values', async () => {
    const r = await new TestClient(server.url).get('tenanttranslation');
    expect(r.status).toBe(200);
    const item = find(r.body, 'mail', 'resetSubject');
    expect(item).toEqual({
      sectionkey: 'mail',
      key: 'resetSubject',
      en_value: 'Reset your password',
      no_value: 'Tilbakestill passordet ditt',
      po_value: 'Zresetuj swoje hasło',
      sw_value: 'Återställ ditt lösenord',
    });
  });

  it("merges a tenant's overrides into its texts only, and an emptied value falls back to the default", async () => {
    const r = await admin.put('tenanttranslation', {
      items: [
        {
          sectionkey: 'mail',
          key: 'resetSubject',
          en_value: 'New password',
          no_value: 'Nytt passord',
          po_value: '',
          sw_value: '',
        },
      ],
    });
    expect(r.status).toBe(200);
    const mine = find((await admin.get('tenanttranslation')).body, 'mail', 'resetSubject');
    expect(mine).toMatchObject({
      en_value: 'New password',
      no_value: 'Nytt passord',
      po_value: 'Zresetuj swoje hasło',
      // The page marks the tenant's own texts and lists them under "changed only" (issue 12).
      overridden: ['en', 'no'],
    });
    const theirs = find((await fjord.get('tenanttranslation')).body, 'mail', 'resetSubject');
    expect(theirs.en_value).toBe('Reset your password');
    expect(theirs.overridden).toBeUndefined();
    await admin.put('tenanttranslation', {
      items: [
        { sectionkey: 'mail', key: 'resetSubject', en_value: '', no_value: '', po_value: '', sw_value: '' },
      ],
    });
    expect(find((await admin.get('tenanttranslation')).body, 'mail', 'resetSubject').en_value).toBe(
      'Reset your password',
    );
  });

  it('names menus with the tenant override', async () => {
    const menus = (await admin.get('useraccess/get_user_menus')).body as { title: string; no_name: string }[];
    const dash = menus.find((m) => m.title.endsWith('dashboard'))!;
    const [sectionkey, key] = dash.title.split('.') as [string, string];
    const def = DEFAULT_TRANSLATIONS[sectionkey]![key]!;
    await admin.put('tenanttranslation', {
      items: [
        { sectionkey, key, en_value: def.en, no_value: 'Oversikt', po_value: def.po, sw_value: def.sw },
      ],
    });
    const again = (await admin.get('useraccess/get_user_menus')).body as {
      title: string;
      no_name: string;
      en_name: string;
    }[];
    expect(again.find((m) => m.title === dash.title)).toMatchObject({ no_name: 'Oversikt', en_name: def.en });
  });

  it('refuses unknown keys and bad input, and non-administrators', async () => {
    const unknown = await admin.put('tenanttranslation', {
      items: [
        { sectionkey: 'nope', key: 'nothing', en_value: 'x', no_value: 'x', po_value: 'x', sw_value: 'x' },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'items.0.key', message: 'invalidData' }]);
    const bad = await admin.put('tenanttranslation', {
      items: [{ sectionkey: 'mail', key: 'resetSubject', en_value: 5 }],
    });
    expect(bad.status).toBe(400);
    const notAdmin = await office.put('tenanttranslation', { items: [] });
    expect(notAdmin.status).toBe(403);
  });
});
