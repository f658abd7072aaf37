import { DEFAULT_TRANSLATIONS } from '@suite/shared';
import { SECTION_SCREENS } from '@suite/shared/translations/section-screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

// Issue 11: the client fetches the texts of one language, for the shell and for each screen it opens.
type Texts = Record<string, Record<string, string>>;

describe.each(DB_KINDS)('texts per language and screen on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, fjord] = await Promise.all(['admin', 'fjordadmin'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  it('answers the shell texts of one language before sign-in, without the sections of other screens', async () => {
    const r = await new TestClient(server.url).get<Texts>('tenanttranslation/texts?language=no&shell=true');
    expect(r.status).toBe(200);
    expect(r.body.common).toBeDefined();
    expect(r.body.errors!.loginFailed).toBe(DEFAULT_TRANSLATIONS.errors!.loginFailed!.no);
    for (const section of Object.keys(SECTION_SCREENS)) expect(r.body[section]).toBeUndefined();
    const everything = await new TestClient(server.url).get('tenanttranslation');
    // The shell's own sections only: the work screens' sections (orders, invoices, checklists ...) come with them.
    expect(JSON.stringify(r.body).length).toBeLessThan(JSON.stringify(everything.body).length / 12);
    expect(r.body.orders).toBeUndefined();
  });

  it("answers a screen's sections in the asked language, and a single section on request", async () => {
    const login = await new TestClient(server.url).get<Texts>(
      'tenanttranslation/texts?language=po&screens=login',
    );
    expect(Object.keys(login.body)).toEqual(['login']);
    const [key, text] = Object.entries(DEFAULT_TRANSLATIONS.login!)[0]!;
    expect(login.body.login![key]).toBe(text.po);

    const lists = await admin.get<Texts>('tenanttranslation/texts?language=en&screens=resource');
    expect(Object.keys(lists.body).sort()).toEqual(['addlabels', 'resources', 'settingslists']);

    const one = await admin.get<Texts>('tenanttranslation/texts?language=sw&sections=products');
    expect(Object.keys(one.body)).toEqual(['products']);
  });

  it("gives a tenant's override to that tenant only", async () => {
    const def = DEFAULT_TRANSLATIONS.dashboard!;
    const [key, text] = Object.entries(def)[0]!;
    const put = await admin.put('tenanttranslation', {
      items: [
        { sectionkey: 'dashboard', key, en_value: text.en, no_value: 'Vår egen', po_value: '', sw_value: '' },
      ],
    });
    expect(put.status).toBe(200);
    const mine = await admin.get<Texts>('tenanttranslation/texts?language=no&screens=dashboard');
    expect(mine.body.dashboard![key]).toBe('Vår egen');
    const theirs = await fjord.get<Texts>('tenanttranslation/texts?language=no&screens=dashboard');
    expect(theirs.body.dashboard![key]).toBe(text.no);
    const anonymous = await new TestClient(server.url).get<Texts>(
      'tenanttranslation/texts?language=no&screens=dashboard',
    );
    expect(anonymous.body.dashboard![key]).toBe(text.no);
  });

  it('refuses an unknown language and malformed names with field errors, and ignores unknown sections', async () => {
    const client = new TestClient(server.url);
    const noLanguage = await client.get('tenanttranslation/texts?shell=true');
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.body.errors).toEqual([expect.objectContaining({ field: 'language' })]);
    const badLanguage = await client.get('tenanttranslation/texts?language=de');
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.errors).toEqual([{ field: 'language', message: 'invalidData' }]);
    const badNames = await client.get(
      `tenanttranslation/texts?language=no&sections=${encodeURIComponent("a'b")}`,
    );
    expect(badNames.status).toBe(400);
    expect(badNames.body.errors).toEqual([{ field: 'sections', message: 'invalidData' }]);
    const unknown = await client.get<Texts>('tenanttranslation/texts?language=no&sections=nosuchsection');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({});
  });
});
