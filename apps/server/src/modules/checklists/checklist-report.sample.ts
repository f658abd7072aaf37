// A realistic filled service checklist for previews and the speed bench (scripts/bench-checklist-pdf.ts): a heat
// pump service with checkpoint groups, measurements, photos and signatures. Photos are made with sharp, so no
// file is needed.
import sharp from 'sharp';
import type { ChecklistForm } from '@suite/shared/checklists/index';
import type { ReportImage, ReportInput } from './checklist-report';

type Prop = Partial<ChecklistForm['properties'][number]> & { name: string; type: number };

const CHECKPOINTS = [
  'Filter rengjort / byttet',
  'Fordamper inspisert og rengjort',
  'Kondensator rengjort',
  'Dreneringsløp kontrollert',
  'Elektriske tilkoblinger ettertrukket',
  'Vifte og motor kontrollert',
  'Lekkasjesøk utført',
  'Driftstrykk kontrollert',
  'Fjernkontroll og innstillinger',
  'Kunden informert om bruk',
];

/** The form: `groups` checkpoint groups of 10 checkpoints, measurements, comments, photos and signature. */
export function sampleServiceForm(groups = 3): ChecklistForm {
  const props: Prop[] = [
    {
      name: 'intro',
      type: 16,
      label: 'Service og kontroll av varmepumpe etter produsentens anvisning.',
      font_size: 9,
    },
    { name: 'anlegg', type: 1, label: 'Anlegg', columns: 6 },
    { name: 'plassering', type: 1, label: 'Plassering', columns: 6 },
    { name: 'dato', type: 6, label: 'Servicedato', columns: 4 },
    { name: 'start', type: 7, label: 'Starttid', columns: 4 },
    {
      name: 'ok',
      type: 4,
      label: 'Anlegget i orden',
      columns: 4,
      options: [
        { label: 'Ja', value: 'yes' },
        { label: 'Nei', value: 'no' },
      ],
    },
  ];
  for (let g = 0; g < groups; g++) {
    props.push({
      name: `del${g}`,
      type: 11,
      label: `Del ${g + 1}: ${['Innedel', 'Utedel', 'Styring', 'Rør og isolasjon'][g % 4]}`,
    });
    props.push({
      name: `cp${g}`,
      type: 20,
      label: 'Sjekkpunkter',
      slNo: g + 1,
      subitems: CHECKPOINTS.map((label) => ({ label })),
    });
  }
  props.push(
    {
      name: 'maling',
      type: 18,
      label: 'Målinger',
      showSum: false,
      activateIndexNumbers: true,
      grid_data: [
        { label: 'Måling', width: 40 },
        { label: 'Verdi', width: 20 },
        { label: 'Enhet', width: 20 },
        { label: 'OK', width: 20, celltype: 'checkbox' },
      ],
    },
    {
      name: 'materiell',
      type: 18,
      label: 'Materiell brukt',
      showSum: true,
      sumColIndexes: [1],
      grid_data: [
        { label: 'Vare', width: 70 },
        { label: 'Antall', width: 30 },
      ],
    },
    { name: 'merknader', type: 25, label: 'Merknader og bilder' },
    { name: 'bilder', type: 26, label: 'Bilder' },
    { name: 'anbefalt', type: 21, label: 'Anbefalt videre bruk', commentIfNo: true },
    { name: 'signatur', type: 13, label: 'Signatur tekniker', columns: 6 },
    { name: 'kunde', type: 13, label: 'Signatur kunde', columns: 6 },
  );
  return {
    id: 1,
    name: 'Service varmepumpe',
    version: 1,
    formversion: 1,
    parent_form_id: null,
    isactive: true,
    created_on: '',
    updated_on: '',
    updated_by_name: null,
    inuse: false,
    checkpointlabels: { label1: 'OK', label2: 'Utbedret', label3: 'Avvik' },
    properties: props.map((p, i) => ({
      columns: 12,
      label: '',
      id: i + 1,
      form_id: 1,
      sortorder: i + 1,
      ...p,
    })),
  } as ChecklistForm;
}

/** A photo-like JPEG (a gradient with some shapes) of the given size, as the server holds it after loading (at
 * most 1400 px). */
export async function samplePhoto(i: number, width = 1400, height = 1050): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(i * 47) % 360},55%,55%)"/>
    <stop offset="1" stop-color="hsl(${(i * 47 + 120) % 360},45%,30%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="rgba(255,255,255,0.35)"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="rgba(0,0,0,0.25)"/>
    <text x="40" y="${height - 60}" font-size="80" fill="white" font-family="sans-serif">Bilde ${i + 1}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A signature-like PNG: a drawn stroke. */
export async function sampleSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 40 10, 70 10, 90 60 S 140 90, 160 40 S 220 20, 240 60 L 290 50" stroke="#1a237e" stroke-width="4" fill="none"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The filled checklist: every checkpoint answered, a few defects with comments, `photos` photos. */
export async function sampleServiceReport(groups = 3, photos = 10): Promise<ReportInput> {
  const form = sampleServiceForm(groups);
  const images = new Map<string, ReportImage>();
  for (let i = 0; i < photos; i++) {
    images.set(String(i + 1), {
      key: `photo_${i + 1}`,
      data: await samplePhoto(i),
      name: `IMG_${1000 + i}.jpg`,
    });
  }
  const signature = await sampleSignature();
  const data: Record<string, unknown> = {
    anlegg: 'Mitsubishi Kirigamine Zen 3,5 kW',
    plassering: 'Stue 1. etasje, utedel på vestvegg',
    dato: '2026-11-24',
    start: '08:30',
    ok: 'yes',
    maling: [
      { compValue_1: 'Utetemperatur', compValue_2: '4,5', compValue_3: '°C', compValue_4: true },
      { compValue_1: 'Tilluft innedel', compValue_2: '38,2', compValue_3: '°C', compValue_4: true },
      { compValue_1: 'Sugetrykk', compValue_2: '9,8', compValue_3: 'bar', compValue_4: true },
      { compValue_1: 'Strømtrekk', compValue_2: '4,1', compValue_3: 'A', compValue_4: false },
    ],
    materiell: [
      { compValue_1: 'Filter, innedel', compValue_2: '2' },
      { compValue_1: 'Rengjøringsmiddel fordamper', compValue_2: '0,5' },
    ],
    merknader: {
      comment:
        'Kondensvannspumpe lager ulyd ved oppstart. Anbefaler bytte ved neste service. Kunden er informert.',
      filesIds: ['1', '2'],
    },
    bilder: { filesIds: Array.from({ length: Math.max(0, photos - 2) }, (_, i) => String(i + 3)) },
    anbefalt: { value: 'yes' },
    signatur: signature,
    kunde: signature,
  };
  for (let g = 0; g < groups; g++) {
    data[`cp${g}`] = {
      subitems: CHECKPOINTS.map((_, i) => ({
        radioBoxValue: (i + g) % 7 === 3 ? 3 : (i + g) % 5 === 2 ? 2 : 1,
        comments:
          (i + g) % 7 === 3
            ? 'Avvik registrert, se bilde. Må utbedres innen 14 dager.'
            : (i + g) % 5 === 2
              ? 'Rengjort og justert.'
              : '',
      })),
    };
  }
  return {
    language: 'no',
    form,
    checklist: { id: 1, name: form.name, modifiedname: null, data: JSON.stringify(data), status: 2 },
    images,
    options: {},
  };
}
