import { inflateSync } from 'node:zlib';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/** Every compressed stream of a PDF (page content, fonts, images) unpacked: what a reader draws, byte for byte. */
export function pdfStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  for (let at = text.indexOf('stream\n'); at >= 0; at = text.indexOf('stream\n', at + 1)) {
    const end = text.indexOf('endstream', at);
    try {
      out.push(inflateSync(pdf.subarray(at + 7, end)).toString('latin1'));
    } catch {
      // not deflated
    }
  }
  return out;
}

/** An A4 document as the reports print (margins, default style, a header from page 2, "Side 1 av 3"), dated 0. */
export function pdfTestDocument(
  content: Content[],
  extra: Partial<TDocumentDefinitions> = {},
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1a1a1a' },
    content,
    header: (page) =>
      page === 1 ? null : { text: 'Sjekkliste', alignment: 'right', margin: [40, 20, 40, 0] },
    footer: (page, count) => ({
      text: `Side ${page} av ${count}`,
      alignment: 'right',
      margin: [40, 16, 40, 0],
    }),
    info: { title: 'test', creationDate: new Date(0) } as TDocumentDefinitions['info'],
    ...extra,
  };
}
