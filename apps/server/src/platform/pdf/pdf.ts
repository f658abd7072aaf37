// The one road to a PDF in the product (DESIGN "Chosen dependencies": pdfmake 0.3 on the server). Every printed
// document is a pdfmake content list plus the tenant's company header; renderPdf adds the header block, the
// footer with "Side 1 av 3" in the document's language, fonts and the access policies, and answers a Buffer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// Before pdfmake: the fontkit pdfkit loads must be the one that shares parsed fonts (see shared-fonts.ts).
import { shareParsedFont } from './shared-fonts';
import pdfmake from 'pdfmake';
import { installLeanContent } from './lean-content';
import { installStyleLookup } from './style-lookup';
import { installLeanRows } from './lean-rows';
import { installDirectRender } from './direct-render';
import { installSharedImages } from './shared-images';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderTemplate } from '@suite/shared/templates/placeholders';
import { printdocs } from '@suite/shared/translations/sections/printdocs';
import type { Language } from '@suite/shared';
import type { CompanyHeader } from './company-header';

export type PdfInput = {
  language: Language;
  /** The tenant's company (loadCompanyHeader(ctx)), printed at the top of page 1 and in every footer. */
  header: CompanyHeader;
  /** Shown in the PDF's properties and at the top right of page 1 ('Ordrebekreftelse'). */
  title: string;
  /** The document's number or other reference, repeated beside the title at the top of pages 2 and on. */
  reference?: string;
  /** Lines under the title at the top right (document number, dates): label and value. */
  meta?: { label: string; value: string }[];
  /** The body: plain pdfmake content. Images only as data URLs; URLs and file paths are refused. */
  content: Content[];
  pageOrientation?: 'portrait' | 'landscape';
  /** Images by name (bytes or data URLs), for content that names them: each is embedded once however often used. */
  images?: Record<string, Buffer | string>;
};

// Roboto (Apache License 2.0, shipped in the pinned pdfmake package): Latin with æøå, Polish and Swedish letters.
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

type VirtualFs = { writeFileSync(name: string, content: Buffer): void };

let configured = false;

/**
 * Fonts go into pdfmake's in-memory file system once, so no document ever reads the disk; the policies then
 * refuse every URL and every local path a document definition names (a logo or text from a tenant must not make
 * the server fetch a URL or read /etc/passwd). Data URLs are not subject to either and stay allowed.
 */
function configure(): void {
  if (configured) return;
  const fontDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
    'fonts',
    'Roboto',
  );
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  for (const file of Object.values(FONT_FILES)) {
    const bytes = readFileSync(path.join(fontDir, file));
    shareParsedFont(bytes);
    vfs.writeFileSync(file, bytes);
  }
  pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  installLeanContent();
  installStyleLookup();
  installLeanRows();
  installDirectRender();
  installSharedImages();
  configured = true;
}

const GREY = '#555555';
export const PDF_COLORS = {
  text: '#1a1a1a',
  muted: GREY,
  line: '#b0b7bf',
  band: '#eef2f6',
  primary: '#285a84',
};

/** '913500032' -> '913 500 032' (how Brønnøysundregistrene prints it). Other text is kept as it is. */
export function groupOrgNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}

/** 'Org.nr. 913 500 032 MVA' ('MVA' only when the company is VAT registered), or '' without a number. */
export function orgNumberLine(
  header: Pick<CompanyHeader, 'orgnumber' | 'vatregistered'>,
  language: Language,
): string {
  if (!header.orgnumber) return '';
  const vat = header.vatregistered ? ` ${printdocs.vatSuffix[language]}` : '';
  return `${printdocs.orgnumber[language]} ${groupOrgNumber(header.orgnumber)}${vat}`;
}

/** The logo as pdfmake content: PNG/JPEG data URLs as images, SVG data URLs as SVG; anything else is left out. */
function logoContent(logo: string | null): Content | null {
  if (!logo) return null;
  if (/^data:image\/(png|jpeg);base64,/.test(logo))
    return { image: logo, fit: [170, 60], margin: [0, 0, 0, 6] };
  const svg = /^data:image\/svg\+xml;base64,(.*)$/.exec(logo);
  if (svg)
    return { svg: Buffer.from(svg[1]!, 'base64').toString('utf8'), fit: [170, 60], margin: [0, 0, 0, 6] };
  // An http(s) logo would need a fetch, which the URL policy refuses; webp is not supported by pdfkit.
  return null;
}

function companyBlock(header: CompanyHeader, language: Language): Content {
  const lines = [
    ...header.addressLines,
    orgNumberLine(header, language),
    header.phone ? `${printdocs.phone[language]} ${header.phone}` : '',
    header.email ? `${printdocs.email[language]} ${header.email}` : '',
    header.website ?? '',
  ].filter((l) => l !== '');
  const logo = logoContent(header.logo);
  return {
    stack: [
      ...(logo ? [logo] : []),
      { text: header.name, bold: true, fontSize: 13 },
      { text: lines.join('\n'), color: GREY, fontSize: 8.5, lineHeight: 1.15 },
    ],
  };
}

function titleBlock(input: PdfInput): Content {
  return {
    stack: [
      { text: input.title, fontSize: 18, bold: true, color: PDF_COLORS.primary, alignment: 'right' },
      ...(input.meta?.length
        ? [
            {
              margin: [0, 6, 0, 0] as [number, number, number, number],
              table: {
                widths: ['*', 'auto'],
                body: input.meta.map((m) => [
                  { text: m.label, color: GREY, alignment: 'right' as const },
                  { text: m.value, alignment: 'right' as const, noWrap: true },
                ]),
              },
              layout: 'noBorders',
            },
          ]
        : []),
    ],
  };
}

/** The pdfmake document definition renderPdf prints (exported for tests and for a later preview). */
export function pdfDefinition(input: PdfInput): TDocumentDefinitions {
  const { header, language } = input;
  return {
    pageSize: 'A4',
    pageOrientation: input.pageOrientation ?? 'portrait',
    pageMargins: [40, 40, 40, 50],
    info: { title: input.title, author: header.name, creator: 'ServiceSuite' },
    ...(input.images ? { images: input.images as unknown as TDocumentDefinitions['images'] } : {}),
    defaultStyle: { font: 'Roboto', fontSize: 9, color: PDF_COLORS.text },
    content: [
      { columns: [companyBlock(header, language), titleBlock(input)], columnGap: 20, margin: [0, 0, 0, 18] },
      ...input.content,
    ],
    // Pages 2 and on: the title and number at the top, so a loose page is still known.
    header: (currentPage) =>
      currentPage === 1
        ? null
        : {
            text: [input.title, input.reference].filter(Boolean).join(' '),
            alignment: 'right',
            color: GREY,
            fontSize: 7.5,
            margin: [40, 20, 40, 0],
          },
    footer: (currentPage, pageCount) => ({
      margin: [40, 16, 40, 0],
      columns: [
        {
          text: [header.name, orgNumberLine(header, language)].filter(Boolean).join(' · '),
          color: GREY,
          fontSize: 7.5,
        },
        {
          // spec 01 §9: texts in the document's language: "Side 1 av 3".
          text: renderTemplate(printdocs.pageOf[language], { page: currentPage, pages: pageCount }),
          alignment: 'right',
          color: GREY,
          fontSize: 7.5,
        },
      ],
    }),
  };
}

/** Renders a document to PDF bytes. Throws when the definition names a URL or a local file (access policies). */
export async function renderPdf(input: PdfInput): Promise<Buffer> {
  return renderDefinition(pdfDefinition(input));
}

type Vfs = VirtualFs & { storage: Record<string, unknown> };
let imageSeq = 0;

/**
 * Lower level: any definition through the same fonts and policies. Images of the definition's images dictionary
 * may be bytes (a photo straight from storage, no base64 round trip): they are lent to pdfmake's in-memory file
 * system under a name of this render for its duration.
 */
export async function renderDefinition(definition: TDocumentDefinitions): Promise<Buffer> {
  configure();
  const vfs = (pdfmake as unknown as { virtualfs: Vfs }).virtualfs;
  const lent: string[] = [];
  const images = definition.images as Record<string, unknown> | undefined;
  if (images) {
    const named: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(images)) {
      if (Buffer.isBuffer(value)) {
        const name = `img-${process.pid}-${++imageSeq}`;
        vfs.writeFileSync(name, value);
        lent.push(name);
        named[key] = name;
      } else named[key] = value;
    }
    definition = { ...definition, images: named as TDocumentDefinitions['images'] };
  }
  try {
    return (await pdfmake.createPdf(definition).getBuffer()) as Buffer;
  } finally {
    for (const name of lent) delete vfs.storage[name];
  }
}
