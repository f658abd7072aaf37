// spec 02 §5 "Report and print rules": one test per rule, on the report content and on the PDF's text read back
// with pdftotext.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Content } from 'pdfmake/interfaces';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_TYPES, type ChecklistForm } from '@suite/shared/checklists/index';
import { SAMPLE_HEADER } from '../../platform/pdf/documents/order-document.sample';
import { pdfDefinition, renderDefinition } from '../../platform/pdf/pdf';
import {
  checklistReportContent,
  checkpointNumber,
  cleanFileName,
  defectSignature,
  fillPlaceholders,
  gridHasValues,
  hourMeter,
  isChecked,
  printableProperties,
  reportImages,
  reportNumber,
  signatureContent,
  type ReportInput,
} from './checklist-report';
import { reportFileName } from './checklist-pdf.service';
import { sampleServiceReport } from './checklist-report.sample';
import { setDirectRender } from '../../platform/pdf/direct-render';
import { pdfStreams } from '../../../test/pdf-streams';

const run = promisify(execFile);
async function pdfText(pdf: Buffer): Promise<string> {
  const child = run('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8', maxBuffer: 10_000_000 });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}
async function pdfInfo(pdf: Buffer): Promise<string> {
  const child = run('pdfinfo', ['-'], { encoding: 'utf8' });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}

type Prop = Partial<ChecklistForm['properties'][number]> & { name: string; type: number };
function form(properties: Prop[], extra: Partial<ChecklistForm> = {}): ChecklistForm {
  return {
    id: 1,
    name: 'Testskjema',
    version: 1,
    formversion: 1,
    parent_form_id: null,
    isactive: true,
    created_on: '',
    updated_on: '',
    updated_by_name: null,
    inuse: false,
    ...extra,
    properties: properties.map((p, i) => ({
      label: p.name,
      columns: 12,
      id: i + 1,
      form_id: 1,
      sortorder: i + 1,
      ...p,
    })),
  } as ChecklistForm;
}
function input(f: ChecklistForm, data: unknown, extra: Partial<ReportInput> = {}): ReportInput {
  return {
    language: 'no',
    form: f,
    checklist: {
      id: 1,
      name: f.name,
      modifiedname: null,
      data: typeof data === 'string' ? data : JSON.stringify(data),
      status: 1,
    },
    images: new Map(),
    options: {},
    ...extra,
  };
}
async function render(inp: ReportInput, orientation: 'portrait' | 'landscape' = 'portrait'): Promise<Buffer> {
  return renderDefinition(
    pdfDefinition({
      language: 'no',
      header: SAMPLE_HEADER,
      title: inp.form.name,
      content: checklistReportContent(inp),
      pageOrientation: orientation,
      images: reportImages(inp),
    }),
  );
}
const textOf = async (inp: ReportInput) => pdfText(await render(inp));

let png = '';
let photo = '';
beforeAll(async () => {
  png = `data:image/png;base64,${(
    await sharp({ create: { width: 60, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  photo = `data:image/jpeg;base64,${(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;
});

/** Every node of a content tree, to look for images and canvases. */
function nodes(c: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(c)) c.forEach((x) => nodes(x, out));
  else if (c && typeof c === 'object') {
    out.push(c as Record<string, unknown>);
    for (const v of Object.values(c)) if (typeof v === 'object') nodes(v, out);
  }
  return out;
}

describe('report and print rules (spec 02 §5)', () => {
  it('drops fields tied to a missing panel or dynamic panel', async () => {
    const f = form([
      { name: 'panel_a', type: 14, panelkey: 'a', label: 'Panel A' },
      { name: 'in_a', type: 1, label: 'Felt i panel A', dynamicpanelkey: 'a' },
      { name: 'in_gone', type: 1, label: 'Felt i borte panel', dynamicpanelkey: 'gone' },
    ]);
    expect(printableProperties(f).map((p) => p.name)).toEqual(['panel_a', 'in_a']);
    const text = await textOf(input(f, { in_a: 'synlig', in_gone: 'usynlig' }));
    expect(text).toContain('synlig');
    expect(text).not.toContain('usynlig');
    expect(text).not.toContain('Felt i borte panel');
  });

  it('hides a grid with no filled cells beyond the first column unless printing all', async () => {
    const f = form([
      { name: 'g', type: 18, label: 'Måletabell', grid_data: [{ label: 'Punkt' }, { label: 'Verdi' }] },
    ]);
    const emptyRows = { g: [{ compValue_1: 'Trykk', compValue_2: '' }] };
    expect(gridHasValues(emptyRows.g)).toBe(false);
    expect(await textOf(input(f, emptyRows))).not.toContain('Måletabell');
    expect(await textOf(input(f, emptyRows, { options: { printall: true } }))).toContain('Måletabell');
    expect(await textOf(input(f, { g: [{ compValue_1: 'Trykk', compValue_2: '12' }] }))).toContain(
      'Måletabell',
    );
  });

  it('leaves empty survey and checkpoint rows out of a filtered export', async () => {
    const f = form([
      { name: 's1', type: 19, label: 'Besvart spørsmål', surveyOptions: { selectionType: 1 } },
      { name: 's2', type: 19, label: 'Tomt spørsmål', surveyOptions: { selectionType: 1 } },
      {
        name: 'cp',
        type: 20,
        label: 'Punkter',
        subitems: [{ label: 'Sjekket punkt' }, { label: 'Tomt punkt' }],
      },
    ]);
    const data = { s1: { selection: 'yes' }, cp: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 0 }] } };
    const all = await textOf(input(f, data));
    expect(all).toContain('Tomt spørsmål');
    expect(all).toContain('Tomt punkt');
    const filtered = await textOf(input(f, data, { options: { filtered: true } }));
    expect(filtered).toContain('Besvart spørsmål');
    expect(filtered).toContain('Sjekket punkt');
    expect(filtered).not.toContain('Tomt spørsmål');
    expect(filtered).not.toContain('Tomt punkt');
  });

  it('prints only the selected checkpoints when printonlyselectedcheckpoints is set', async () => {
    const props: Prop[] = [
      {
        name: 'cp',
        type: 20,
        label: 'Punkter',
        subitems: [{ label: 'Valgt punkt' }, { label: 'Ikke valgt punkt' }],
      },
    ];
    const data = {
      cp: { subitems: [{ radioBoxValue: 2 }, { radioBoxValue: 0, comments: 'bare kommentar' }] },
    };
    expect(await textOf(input(form(props), data))).toContain('Ikke valgt punkt');
    const only = await textOf(input(form(props, { printonlyselectedcheckpoints: true }), data));
    expect(only).toContain('Valgt punkt');
    expect(only).not.toContain('Ikke valgt punkt');
  });

  it('removes .pdf from a file name and cleans it: & removed, / \\ ? % * : | " < > tab and newline to _', () => {
    expect(cleanFileName('Rapport.pdf')).toBe('Rapport');
    expect(cleanFileName('A&B/C\\D?E%F*G:H|I"J<K>L\tM\nN')).toBe('AB_C_D_E_F_G_H_I_J_K_L_M_N');
    expect(reportFileName('Kontroll 7.PDF', 'x')).toBe('Kontroll 7.pdf');
    expect(reportFileName('  ', 'Service & vedlikehold')).toBe('Service  vedlikehold.pdf');
    expect(reportFileName(undefined, '')).toBe('checklist_export.pdf');
  });

  it('converts signature images given as inline image data, and prints nothing for anything else', async () => {
    expect(signatureContent(png)).toMatchObject({ image: png });
    expect(signatureContent('data:image/jpg;base64,AAAA')).toMatchObject({
      image: 'data:image/jpeg;base64,AAAA',
    });
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0L10 10"/></svg>').toString('base64')}`;
    expect(signatureContent(svg)).toHaveProperty('svg');
    expect(signatureContent('https://evil.example/x.png')).toBeNull();
    expect(signatureContent('data:image/png;base64,<script>')).toBeNull();
    const content = checklistReportContent(
      input(form([{ name: 'sig', type: 13, label: 'Signatur' }]), { sig: png }),
    );
    expect(nodes(content).some((n) => n.image === png)).toBe(true);
    const pdf = await render(input(form([{ name: 'sig', type: 13, label: 'Signatur' }]), { sig: png }));
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('prints comment text exactly as typed: markup in a comment is escaped, never interpreted', async () => {
    const f = form([
      { name: 'cp', type: 20, label: 'Punkter', subitems: [{ label: 'A' }] },
      { name: 'att', type: 25, label: 'Vedlegg' },
      { name: 'h', type: 22, html: '<p><b>Viktig</b> informasjon</p>' },
    ]);
    const text = await textOf(
      input(f, {
        cp: { subitems: [{ radioBoxValue: 1, comments: '<script>x</script> & <b>fet</b>' }] },
        att: { comment: '<i>kursiv</i>' },
      }),
    );
    expect(text).toContain('<script>x</script> & <b>fet</b>');
    expect(text).toContain('<i>kursiv</i>');
    // The html block is the form's own markup: rendered as text, tags gone.
    expect(text).toContain('Viktig informasjon');
    expect(text).not.toContain('<p>');
  });

  it('matches header and footer placeholders case-insensitively and prints missing ones as empty', () => {
    const values = { CompanyName: 'Demo Service AS', ordernumber: 10001 };
    expect(
      fillPlaceholders('{{companyname}} / {{ORDERNUMBER}} / {{ OrderNumber }} / [{{nosuch}}]', values),
    ).toBe('Demo Service AS / 10001 / 10001 / []');
  });

  it('marks the first-page checkboxes whose id has a truthy value in the first-page data', () => {
    expect(isChecked({ a: true, b: 'true', c: 1, d: 'yes' }, 'a')).toBe(true);
    expect(['b', 'c', 'd'].every((k) => isChecked({ b: 'true', c: 1, d: 'yes' }, k))).toBe(true);
    for (const v of [false, 0, '', 'false', '0', null, undefined])
      expect(isChecked({ x: v }, 'x')).toBe(false);
    const f = form([], { ismachineservicechecklist: true });
    const content = checklistReportContent(
      input(f, {}, { firstpage: { activity_repair: 'true', activity_periodic: 0 } }),
    );
    // A checked box is drawn as its frame plus the stroke of the tick.
    const boxes = nodes(content).filter(
      (n) => Array.isArray(n.canvas) && (n.canvas as { type: string }[])[0]!.type === 'rect',
    );
    expect(boxes.map((b) => (b.canvas as unknown[]).length).slice(0, 4)).toEqual([1, 1, 2, 1]);
  });

  it('reads invalid JSON in checklist data and in default values as an empty object', async () => {
    const f = form([
      { name: 't', type: 1, label: 'Tekst', default_value: '"Standard"' },
      { name: 'cp', type: 20, label: 'Punkter', subitems: [{ label: 'P' }], default_value: '{broken' },
    ]);
    const broken = await textOf(input(f, '{this is not json'));
    expect(broken).toContain('Standard');
    expect(broken).toContain('P');
    expect(() => checklistReportContent(input(f, 'null'))).not.toThrow();
    expect(() => checklistReportContent(input(f, '[1,2]'))).not.toThrow();
  });

  it('prints numbers with spaces stripped, comma to dot and 2 decimals', async () => {
    expect(reportNumber('1 234,5')).toBe('1234.50');
    expect(reportNumber(3)).toBe('3.00');
    expect(reportNumber('abc')).toBe('abc');
    const f = form([
      {
        name: 'g',
        type: 18,
        label: 'Forbruk',
        showSum: true,
        sumColIndexes: [1],
        grid_data: [{ label: 'Vare' }, { label: 'Antall' }],
      },
    ]);
    const text = await textOf(
      input(f, {
        g: [
          { compValue_1: 'Olje', compValue_2: '1 234,5' },
          { compValue_1: 'Filter', compValue_2: '2,25' },
        ],
      }),
    );
    expect(text).toContain('1234.50');
    expect(text).toContain('2.25');
    expect(text).toMatch(/Sum\s+1236.75/);
  });

  it('prints the hour meter with decimal comma, thousands space and 2 decimals', async () => {
    expect(hourMeter('12345.5')).toBe('12 345,50');
    expect(hourMeter('1 234,5')).toBe('1 234,50');
    const text = await textOf(
      input(form([], { ismachineservicechecklist: true }), {}, { firstpage: { timeteller: 98765.4 } }),
    );
    expect(text).toContain('98 765,40');
  });

  it('numbers checkpoint sub-items slNo.index from 1 and uses the saved label of an editable one', async () => {
    expect(checkpointNumber(4, 0)).toBe('4.1');
    expect(checkpointNumber('', 2)).toBe('3');
    const f = form([
      {
        name: 'cp',
        type: 20,
        slNo: 4,
        label: 'Bremser',
        subitems: [{ label: 'Skive' }, { label: 'Fritekst', islabeleditable: true }],
      },
    ]);
    const text = await textOf(
      input(f, {
        cp: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 1, label: 'Håndbrekk justert' }] },
      }),
    );
    expect(text).toMatch(/4\.1\s+Skive/);
    expect(text).toMatch(/4\.2\s+Håndbrekk justert/);
    expect(text).not.toContain('Fritekst');
  });

  it('prints the blank form with 10 empty comment rows and no answers', async () => {
    const f = form([{ name: 't', type: 1, label: 'Tekst' }]);
    const content = checklistReportContent(
      input(f, { t: 'skal ikke vises' }, { options: { isemptypdf: true } }),
    );
    const comments = nodes(content).find(
      (n) => n.table && (n.table as { body: { text?: string }[][] }).body[0]![0]!.text === 'Kommentarer',
    ) as { table: { body: unknown[][] } };
    expect(comments.table.body.length).toBe(11);
    const text = await textOf(input(f, { t: 'skal ikke vises' }, { options: { isemptypdf: true } }));
    expect(text).not.toContain('skal ikke vises');
  });

  it('prints the machine checklist first page and footer block', async () => {
    const f = form([{ name: 'x', type: 1, label: 'Merknad' }], { ismachineservicechecklist: true });
    const text = await textOf(
      input(
        f,
        {
          x: 'ok',
          machinefooter: {
            recommendeduse: 'yes',
            controlnumber: 'K-77',
            controldate: '2026-11-24',
            nextcontrol: '2027-11-24',
          },
        },
        {
          firstpage: {
            internnr: 'T-12',
            serienr: 'SN999',
            fabricatWithModel: 'Toyota 8FBE',
            company: 'Lager AS',
            inspector: 'Terje',
          },
        },
      ),
    );
    for (const s of [
      'Internnr.',
      'T-12',
      'SN999',
      'Toyota 8FBE',
      'Lager AS',
      'Terje',
      'Periodisk kontroll',
      'Anbefalt brukt',
      'K-77',
      '24.11.2026',
      '24.11.2027',
      'Kundens kvittering',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('prints the repaired-by signature as the defect signature for repaired_approved(_with_remarks), else the inspector’s', () => {
    const insp = { inspectorsignature: 'I', repairedbysignature: 'R' };
    expect(defectSignature({ ...insp, status: 'repaired_approved' })).toBe('R');
    expect(defectSignature({ ...insp, status: 'repaired_approved_with_remarks' })).toBe('R');
    expect(defectSignature({ inspectorsignature: 'I', status: 'repaired_approved' })).toBe('I');
    expect(defectSignature({ ...insp, status: 'approved' })).toBe('I');
    expect(defectSignature(undefined)).toBeNull();
    const f = form([{ name: 'cp', type: 20, subitems: [{ label: 'Avvik' }] }]);
    const content = checklistReportContent(
      input(
        f,
        { cp: { subitems: [{ radioBoxValue: 3 }] } },
        { inspection: { status: 'repaired_approved', repairedbysignature: png } },
      ),
    );
    expect(nodes(content).some((n) => n.image === png)).toBe(true);
  });

  it('prints landscape pages when asked', async () => {
    const inp = input(form([{ name: 't', type: 1 }]), { t: 'x' });
    expect(await pdfInfo(await render(inp, 'landscape'))).toMatch(/Page size:\s+841.89 x 595.28/);
    expect(await pdfInfo(await render(inp))).toMatch(/Page size:\s+595.28 x 841.89/);
  });

  it('puts two photos on a page when istwoimageperpdf is set, else one', async () => {
    const images = new Map(
      ['1', '2', '3', '4', '5', '6'].map((k) => [k, { key: `p${k}`, data: photo, name: `${k}.jpg` }]),
    );
    const f = form([{ name: 'imgs', type: 26, label: 'Bilder' }]);
    const data = { imgs: { filesIds: ['1', '2', '3', '4', '5', '6'] } };
    const pages = async (two: boolean) =>
      Number(
        /Pages:\s+(\d+)/.exec(
          await pdfInfo(await render(input(f, data, { images, options: { istwoimageperpdf: two } }))),
        )![1],
      );
    // Three photos inline, three on the photo pages: 1 + 3 pages, or 1 + 2.
    expect(await pages(false)).toBe(4);
    expect(await pages(true)).toBe(3);
  });

  it('prints every field type of the catalogue sensibly', async () => {
    const props: Prop[] = FIELD_TYPES.map((ft) => ({
      name: `f${ft.type}`,
      type: ft.type,
      label: `Felt ${ft.type}`,
      options: [
        { label: 'Ja', value: 'yes' },
        { label: 'Nei', value: 'no' },
      ],
      subitems: [{ label: 'Punkt' }],
      grid_header: [{ label: 'Navn' }, { label: 'Verdi' }],
      grid_data: [{ label: 'Kol A' }, { label: 'Kol B' }],
      periodicrows: [
        { label: 'Olje', frequency: 'daily' },
        { label: 'Dekk', frequency: 'weekly' },
        { label: 'Lys', frequency: 'monthly' },
      ],
      surveyOptions: { selectionType: 2 },
      html: '<p>HTML-blokk</p>',
    }));
    const data: Record<string, unknown> = {
      f1: 'tekst',
      f2: 'lang tekst',
      f3: ['yes'],
      f4: 'no',
      f5: 'yes',
      f6: '2026-11-24',
      f7: '08:30',
      f8: true,
      f9: { filesIds: ['1'] },
      f10: { answer: 'svar', comments: 'kommentar' },
      f12: [{ compValue_1: 'a', compValue_2: 'b' }],
      f13: png,
      f15: [{ compValue_1: 'rad', compValue_2: '5' }],
      f17: [{ compValue_1: 'rad', compValue_2: '6' }],
      f18: [{ compValue_1: 'x', compValue_2: '7' }],
      f19: { selection: 'not_applicable', comment: 'k' },
      f20: { subitems: [{ radioBoxValue: 1 }] },
      f21: { value: 'yes' },
      f23: { name: 'Terje Tekniker' },
      f24: { subitems: [{ radioBoxValue: 2 }] },
      f25: { comment: 'kommentar 25', filesIds: ['1'] },
      f26: { filesIds: ['1'] },
      f28: [{ compValue_1: 'y', compValue_2: '8' }],
      f29: { refrigerant: 'R410A', added: 1.5 },
      f30: { result: 'ok' },
      f31: { action: 'repaired' },
      f32: { serialnumber: 'SN1' },
      f33: {
        month: 'November',
        rows: [{ days: { '1': 'OK' } }, { days: { '1': 'OK' } }, { days: { '1': 'Def' } }],
      },
    };
    const images = new Map([['1', { key: 'p1', data: photo, name: '1.jpg' }]]);
    const content: Content[] = checklistReportContent(input(form(props), data, { images }));
    expect(content.length).toBeGreaterThan(10);
    const text = await pdfText(
      await renderDefinition(
        pdfDefinition({
          language: 'no',
          header: SAMPLE_HEADER,
          title: 'Alle typer',
          content,
          pageOrientation: 'landscape',
          images: { p1: photo },
        }),
      ),
    );
    for (const s of [
      'tekst',
      'lang tekst',
      '24.11.2026',
      '08:30',
      'svar',
      'Terje Tekniker',
      'kommentar 25',
      'R410A',
      // The F-gas block names its values as the fill-in screen does, not by their keys.
      'Kuldemedium',
      'Påfylt (kg)',
      'HTML-blokk',
      'November',
      'Ikke aktuelt',
      'Ja',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toMatch(/\brefrigerant\b/);
  });
});

describe('the report written straight to the page (platform/pdf direct-render.ts)', () => {
  it('prints a service report with checkpoints, photos and signatures as pdfkit does, stream for stream', async () => {
    const input = await sampleServiceReport(4, 2);
    setDirectRender(false);
    let viaPdfkit: Buffer;
    try {
      viaPdfkit = await render(input);
    } finally {
      setDirectRender(true);
    }
    const direct = await render(input);
    // Page content, fonts with their subsets, text maps and images; a transparent image's objects may come in
    // another order (platform/pdf shared-images.ts).
    expect(pdfStreams(direct).sort()).toEqual(pdfStreams(viaPdfkit).sort());
    expect(await pdfText(direct)).toContain('4.10');
  });
});
