import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfStreams, pdfTestDocument } from '../../../test/pdf-streams';
import { setDirectRender } from './direct-render';
import { renderDefinition } from './pdf';

/** The PDF's streams in a fixed order: a transparent image's channels come sooner once they are cached
 * (shared-images.ts), and the objects are written as they are finished. */
const streams = (pdf: Buffer) => pdfStreams(pdf).sort();

const DOT = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#cc000080' } })
  .png()
  .toBuffer();

/** An A4 test document with a small half-transparent PNG as the image "dot". */
const document = (content: Content[]) =>
  pdfTestDocument(content, { images: { dot: DOT } as unknown as TDocumentDefinitions['images'] });

/** Built anew for each document: pdfmake moves a canvas's vectors into place in the definition itself. */
const everything = (): Content[] => [
  { text: 'Servicerapport', fontSize: 18, bold: true, color: '#285a84' },
  'Blåbærsyltetøy på Ærøy og Øvre Ålen: æøå ÆØÅ ąćęłńóśźż, «anførsel» – tankestrek … 1 234,50 kr',
  {
    text: [
      'Vanlig, ',
      { text: 'fet', bold: true },
      ', ',
      { text: 'kursiv', italics: true },
      ' og ',
      { text: 'rød', color: 'red' },
    ],
  },
  { text: 'Halvt gjennomsiktig', opacity: 0.5 },
  { text: 'Ukjent farge blir svart', color: 'ikke-en-farge' },
  { text: 'Lenke til nettsiden', link: 'https://example.com', color: '#285a84' },
  { text: 'Understreket', decoration: 'underline' },
  { text: 'Med bakgrunn', background: '#eef2f6' },
  { text: 'S p a r s o m', characterSpacing: 2 },
  { text: ['m', { text: '3', sup: true }, ' og H', { text: '2', sub: true }, 'O'] },
  { text: 'Cre\u0300me bru\u0302le\u0301e med kombinerte tegn', fontSize: 11 },
  {
    text: 'Blokkjustert tekst som går over flere linjer, slik at ordene spres utover hele bredden av spalten. '.repeat(
      4,
    ),
    alignment: 'justify',
  },
  { text: 'Høyrejustert', alignment: 'right' },
  { text: 'Midtstilt', alignment: 'center' },
  {
    table: {
      headerRows: 1,
      widths: [30, '*', 80],
      body: [
        [{ text: 'Nr.', bold: true, fillColor: '#eef2f6' }, { text: 'Sjekkpunkt', bold: true }, 'Kommentar'],
        ...Array.from({ length: 60 }, (_, i) => [
          `1.${i + 1}`,
          'Filter rengjort / byttet',
          i % 3 ? '' : 'Avvik, se bilde',
        ]),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#b0b7bf',
      vLineColor: (i: number) => (i === 1 ? '#cc0000' : '#b0b7bf'),
      hLineStyle: (i: number) => (i === 2 ? { dash: { length: 3, space: 2 } } : null),
      fillColor: (row: number) => (row % 5 === 4 ? '#fafafa' : null),
      fillOpacity: (row: number) => (row % 10 === 9 ? 0.4 : 1),
    },
  },
  {
    canvas: [
      { type: 'rect', x: 0, y: 0, w: 8, h: 8, lineColor: '#333', lineWidth: 0.8 },
      { type: 'rect', x: 20, y: 0, w: 40, h: 10, color: '#eef2f6', lineColor: '#285a84', fillOpacity: 0.5 },
      { type: 'rect', x: 70, y: 0, w: 40, h: 10, color: '#285a84' },
      { type: 'rect', x: 120, y: 0, w: 40, h: 10, r: 3, lineColor: '#285a84' },
      { type: 'line', x1: 0, y1: 14, x2: 200, y2: 14, lineWidth: 2, lineCap: 'round', strokeOpacity: 0.3 },
      {
        type: 'line',
        x1: 0,
        y1: 18,
        x2: 200,
        y2: 18,
        dash: { length: 4 },
        lineColor: 'green',
        lineJoin: 'bevel',
      },
      {
        type: 'polyline',
        points: [
          { x: 1.6, y: 24 },
          { x: 3.4, y: 26 },
          { x: 6.8, y: 21 },
        ],
        lineWidth: 1.3,
      },
      {
        type: 'polyline',
        closePath: true,
        color: '#cc0000',
        lineColor: '#333',
        points: [
          { x: 250, y: 20 },
          { x: 260, y: 28 },
          { x: 240, y: 28 },
        ],
      },
      {
        type: 'polyline',
        points: [
          { x: 270, y: 20 },
          { x: 280, y: 28 },
          { x: 270, y: 20 },
        ],
        lineWidth: 0.5,
      },
      { type: 'rect', x: 290, y: 0, w: 40, h: 10, linearGradient: ['red', 'blue'] },
      { type: 'ellipse', x: 230, y: 10, r1: 8, r2: 5, color: 'orange' },
    ],
  },
  { image: 'dot', width: 20 },
  { text: 'Etter bildet', pageBreak: 'after' },
  { text: 'Siste side' },
];

afterEach(() => setDirectRender(true));

async function bothWays(content: () => Content[]): Promise<[Buffer, Buffer]> {
  setDirectRender(false);
  const viaPdfkit = await renderDefinition(document(content()));
  setDirectRender(true);
  const direct = await renderDefinition(document(content()));
  return [viaPdfkit, direct];
}

describe('text and drawings written straight to the page', () => {
  it('writes the same pages, fonts and text maps as pdfkit: runs, colours, opacity, borders, boxes and fills', async () => {
    const [viaPdfkit, direct] = await bothWays(everything);
    expect(streams(direct).length).toBeGreaterThan(5);
    expect(streams(direct)).toEqual(streams(viaPdfkit));
  });

  it('gives the same pages when the runs were shaped for an earlier document (glyph numbers are per document)', async () => {
    await renderDefinition(document([{ text: 'Lekkasjesøk utført, Ærøy, ÆØÅ' }]));
    const [viaPdfkit, direct] = await bothWays(() => [
      { text: 'Ærøy' },
      { text: 'Lekkasjesøk utført, Ærøy, ÆØÅ', bold: true },
      { text: 'Lekkasjesøk utført, Ærøy, ÆØÅ' },
    ]);
    expect(streams(direct)).toEqual(streams(viaPdfkit));
  });

  it('prints text a reader extracts in order, with every letter (the glyphs are in the embedded subset)', async () => {
    const [, direct] = await bothWays(everything);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: direct }).toString();
    expect(text).toContain('Blåbærsyltetøy på Ærøy og Øvre Ålen: æøå ÆØÅ ąćęłńóśźż');
    expect(text).toMatch(/Vanlig, fet, kursiv og rød/);
    expect(text).toMatch(/1\.1\s+Filter rengjort \/ byttet\s+Avvik, se bilde/);
    expect(text.indexOf('1.59')).toBeGreaterThan(text.indexOf('1.2 '));
    expect(text).toContain('Side 2 av 3');
    expect(text).toContain('Siste side');
  });
});
