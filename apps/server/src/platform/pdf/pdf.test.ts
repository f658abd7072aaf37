import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_DOCUMENT_TYPES, orderDocumentFileName } from '@suite/shared/orders/order-document';
import { signedIn, startTestServer, type TestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { withPlatform, withTenant } from '../../db/tenant';
import { tenantIdByDomain, type SessionUser } from '../auth/access-context';
import { loadCompanyHeader } from './company-header';
import { renderOrderDocument } from './documents/order-documents';
import { SAMPLE_HEADER, sampleOrderDocument } from './documents/order-document.sample';
import { renderDefinition, renderPdf } from './pdf';

/** The text of a PDF as a reader sees it, read back with poppler's pdftotext (CI installs poppler-utils). */
async function pdfText(pdf: Buffer): Promise<string> {
  const run = promisify(execFile);
  const child = run('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8', maxBuffer: 10_000_000 });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}

async function pageCount(pdf: Buffer): Promise<number> {
  return (await pdfText(pdf)).split('\f').filter((p) => p.trim() !== '').length;
}

const TITLES = {
  1: 'Ordrebekreftelse',
  2: 'Servicerapport',
  3: 'Servicerapport med sjekklister',
  4: 'Fakturagrunnlag',
  9: 'Proformafaktura',
  14: 'Tilbud',
  22: 'Tilbud',
} as const;

describe('printed order and offer documents', () => {
  it.each(ORDER_DOCUMENT_TYPES)(
    'prints document type %s with the company header, æøå, Norwegian numbers and DD.MM.YYYY dates',
    async (type) => {
      const text = await pdfText(await renderOrderDocument(type, sampleOrderDocument(6), SAMPLE_HEADER));
      expect(text).toContain(TITLES[type]);
      expect(text).toContain('Bjørnøy Kulde & Varme AS');
      expect(text).toContain('Org.nr. 913 500 032 MVA');
      expect(text).toContain('Telefon 22 33 44 55');
      expect(text).toContain('post@bjornoykulde.no');
      expect(text).toContain('Fjordvik Eiendom AS');
      expect(text).toContain('Øvre Strandgate 9');
      expect(text).toContain('18.03.2026');
      expect(text).toContain('Side 1 av 1');
      expect(text).toMatch(/Luft-til-luft varmepumpe 3,5 kW/);
      expect(text).not.toContain('2026-03-18');
    },
  );

  it('shows prices, VAT per rate and totals on the order confirmation, offer, invoice basis and proforma', async () => {
    for (const type of [1, 4, 9, 14] as const) {
      const text = await pdfText(await renderOrderDocument(type, sampleOrderDocument(6), SAMPLE_HEADER));
      expect(text, `type ${type}`).toContain('1 234,50');
      expect(text).toMatch(/MVA 25 % av 8 501,30\s+2 125,32/);
      expect(text).toMatch(/MVA 0 % av 650,00\s+0,00/);
      expect(text).toMatch(/Totalt inkl\. MVA\s+11 276,62/);
    }
  });

  it('prints hours and signature lines on the service report, without prices', async () => {
    const text = await pdfText(await renderOrderDocument(2, sampleOrderDocument(6), SAMPLE_HEADER));
    expect(text).toContain('Terje Ødegård');
    expect(text).toMatch(/Demontering og montering av utedel\s+7,50/);
    expect(text).toMatch(/Sum timer\s+9,75/);
    expect(text).toContain('Montørens signatur, sted og dato');
    expect(text).toContain('Kundens signatur, sted og dato');
    expect(text).toContain('MSZ-LN35-77812');
    expect(text).not.toContain('1 234,50');
    expect(text).not.toContain('Totalt inkl. MVA');
  });

  it('prints payment information on the proforma invoice', async () => {
    const text = await pdfText(await renderOrderDocument(9, sampleOrderDocument(6), SAMPLE_HEADER));
    expect(text).toContain('Betalingsinformasjon');
    expect(text).toMatch(/Kontonummer\s+8601\.11\.17947/);
    expect(text).toMatch(/Forfallsdato\s+30\.03\.2026/);
    expect(text).toMatch(/Å betale\s+11 276,62/);
    expect(text).toContain('Merk betalingen med ordrenr. 10023.');
  });

  it('prints the offer with its number, valid-until date and title', async () => {
    const text = await pdfText(await renderOrderDocument(22, sampleOrderDocument(6), SAMPLE_HEADER));
    expect(text).toMatch(/Tilbudsnr\.\s+10023/);
    expect(text).toMatch(/Gyldig til\s+15\.04\.2026/);
    expect(text).toContain('Ny luft-til-luft varmepumpe');
    expect(text).not.toContain('Ordrenr.');
  });

  it('numbers the pages of a three-page order confirmation "Side 1 av 3" to "Side 3 av 3"', async () => {
    const pdf = await renderOrderDocument(1, sampleOrderDocument(60), SAMPLE_HEADER);
    const pages = (await pdfText(pdf)).split('\f').filter((p) => p.trim() !== '');
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Side ${i + 1} av 3`);
      // The company is named in every page's footer.
      expect(page).toContain('Bjørnøy Kulde & Varme AS · Org.nr. 913 500 032 MVA');
    });
    // The column headings repeat on every page of the lines table.
    expect(pages[1]).toContain('Enhetspris');
  });

  it('prints the labels and page numbers in the language of the document', async () => {
    const en = await pdfText(await renderOrderDocument(1, sampleOrderDocument(6, 'en'), SAMPLE_HEADER));
    expect(en).toContain('Order confirmation');
    expect(en).toContain('Page 1 of 1');
    expect(en).toContain('Total incl. VAT');
    // Dates and numbers stay Norwegian in every language (spec 01 §9).
    expect(en).toContain('18.03.2026');
    expect(en).toContain('1 234,50');
    const po = await pdfText(await renderOrderDocument(14, sampleOrderDocument(6, 'po'), SAMPLE_HEADER));
    expect(po).toContain('Oferta');
    expect(po).toContain('Strona 1 z 1');
    const sw = await pdfText(await renderOrderDocument(2, sampleOrderDocument(6, 'sw'), SAMPLE_HEADER));
    expect(sw).toContain('Servicerapport');
    expect(sw).toContain('Kundens underskrift');
  });

  it('leaves out MVA after the organisation number of a company that is not VAT registered', async () => {
    const text = await pdfText(
      await renderOrderDocument(1, sampleOrderDocument(1), { ...SAMPLE_HEADER, vatregistered: false }),
    );
    expect(text).toContain('Org.nr. 913 500 032');
    expect(text).not.toContain('913 500 032 MVA');
  });

  it('names the files by title and number, cleaned as spec 02 §5 says', () => {
    expect(orderDocumentFileName(1, 10023, 'no')).toBe('Ordrebekreftelse 10023.pdf');
    expect(orderDocumentFileName(22, 3051, 'no')).toBe('Tilbud 3051.pdf');
    expect(orderDocumentFileName(4, 7, 'en')).toBe('Invoice basis 7.pdf');
  });
});

describe('the PDF access policies', () => {
  const base = { language: 'no' as const, header: SAMPLE_HEADER, title: 'Test' };

  it('refuses an image URL in a document definition, so printing never fetches from the network', async () => {
    await expect(
      renderDefinition({
        content: [{ image: 'logo', width: 50 }],
        images: { logo: 'https://example.com/logo.png' },
      }),
    ).rejects.toThrow(/Access to URL denied by resource access policy/);
    await expect(
      renderPdf({ ...base, content: [{ image: 'https://example.com/logo.png', width: 50 }] }),
    ).rejects.toThrow(/denied by resource access policy/);
  });

  it('refuses an image path on the server, so a definition cannot read local files', async () => {
    await expect(renderPdf({ ...base, content: [{ image: '/etc/passwd', width: 50 }] })).rejects.toThrow(
      /Access to local file denied/,
    );
    await expect(
      renderDefinition({ content: [{ image: 'a', width: 50 }], images: { a: '/etc/hostname' } }),
    ).rejects.toThrow(/Access to local file denied/);
  });

  it('still prints a logo given as a data URL', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const pdf = await renderPdf({ ...base, header: { ...SAMPLE_HEADER, logo: png }, content: ['Innhold'] });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(1);
  });
});

describe.each(DB_KINDS)('the company header of the tenant on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** loadCompanyHeader as a handler calls it: inside the tenant transaction of the tenant with that domain. */
  async function headerOf(domain: string) {
    const db = server.database.db;
    const tenantId = (await withPlatform(db, (tx) => tenantIdByDomain(tx, domain)))!;
    return withTenant(db, tenantId, (tx) => loadCompanyHeader({ tx, user: { tenantId } as SessionUser }));
  }

  it('comes from the company info the admin saved, and each tenant prints its own', async () => {
    const admin = await signedIn(server, 'admin');
    const current = (await admin.get('companyinfo')).body;
    const saved = await admin.put('companyinfo', {
      version: current.version,
      partyname: 'Demo Service Ærø AS',
      organizationnumber: '913 500 032',
      vatregistered: true,
      street: 'Industriveien 12',
      postcode: '0668',
      city: 'Oslo',
      phone: '22 33 44 55',
      email: 'post@demoservice.no',
      logo: 'https://cdn.example.com/logo.png',
    });
    expect(saved.status).toBe(200);
    const header = await headerOf('demo');
    expect(header).toMatchObject({
      name: 'Demo Service Ærø AS',
      orgnumber: '913500032',
      addressLines: ['Industriveien 12', '0668 Oslo'],
      phone: '22 33 44 55',
      // A logo on the web is not fetched while printing (URL policy): the header has none.
      logo: null,
    });
    const text = await pdfText(await renderOrderDocument(1, sampleOrderDocument(2), header));
    expect(text).toContain('Demo Service Ærø AS');
    expect(text).toContain('Org.nr. 913 500 032 MVA');

    const fjord = await headerOf('fjord');
    expect(fjord.name).toBe('Fjord Utleie AS');
    expect(fjord.orgnumber).toBe('');
  });
});
