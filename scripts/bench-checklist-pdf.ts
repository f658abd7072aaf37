// Issue 8 "Speed": a 20-page checklist report with 10 photos rendered by the checklists module (pdfmake through
// platform/pdf) against Chromium's print-to-PDF of the same content as HTML, both warm, in one run. Target: ours
// at most 0.4x Chromium's time. Written to docs/benchmarks.md between the bench:checklist-pdf markers.
// Usage: npx tsx scripts/bench-checklist-pdf.ts [--runs 10]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { writeBenchSection } from './bench-doc.mjs';
import { parseJsonObject } from '@suite/shared/checklists/index';
import { SAMPLE_HEADER } from '../apps/server/src/platform/pdf/documents/order-document.sample';
import { pdfDefinition, renderDefinition } from '../apps/server/src/platform/pdf/pdf';
import {
  checklistReportContent,
  reportImages,
  type ReportInput,
} from '../apps/server/src/modules/checklists/checklist-report';
import { sampleServiceReport } from '../apps/server/src/modules/checklists/checklist-report.sample';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Math.max(1, Number(args.runs) || 10);
const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Ours: from the report input to PDF bytes (content building included). */
async function ours(input: ReportInput): Promise<Buffer> {
  const def = pdfDefinition({
    language: 'no',
    header: SAMPLE_HEADER,
    title: input.form.name,
    reference: 'Ordre 10001',
    meta: [{ label: 'Ordre', value: '10001' }],
    content: checklistReportContent(input),
    images: reportImages(input),
  });
  return renderDefinition(def);
}

/** CPU time (ms) of every process below this one (Chromium's browser, renderer and GPU processes). */
function childCpuMs(): number {
  const tick = 1000 / 100;
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(d), Number(f[1]));
      cpu.set(Number(d), (Number(f[11]) + Number(f[12])) * tick);
    } catch {
      /* gone */
    }
  }
  const isBelow = (pid: number): boolean => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, ms] of cpu) if (isBelow(pid)) sum += ms;
  return sum;
}

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same report as HTML, as the original client sent it to a print-to-PDF service. */
function html(input: ReportInput): string {
  const data = parseJsonObject(input.checklist.data);
  const labels = input.form.checkpointlabels ?? {};
  const parts: string[] = [];
  for (const p of input.form.properties) {
    const v = data[p.name] as any;
    if (p.type === 11) parts.push(`<h2>${esc(p.label)}</h2>`);
    else if (p.type === 20) {
      const rows = (p.subitems ?? []).map((s, i) => {
        const a = v?.subitems?.[i] ?? {};
        const boxes = [1, 2, 3]
          .map((k) => `<td class="c">${a.radioBoxValue === k ? '&#9745;' : '&#9744;'}</td>`)
          .join('');
        return `<tr><td>${p.slNo}.${i + 1}</td><td>${esc(s.label)}</td>${boxes}<td class="c">&#9744;</td><td>${esc(a.comments)}</td></tr>`;
      });
      parts.push(
        `<table><thead><tr><th colspan="7" class="t">${p.slNo} ${esc(p.label)}</th></tr><tr><th>Nr.</th><th>Sjekkpunkt</th><th>${esc(labels.label1)}</th><th>${esc(labels.label2)}</th><th>${esc(labels.label3)}</th><th>U</th><th>Kommentarer</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
      );
    } else if (p.type === 18 && Array.isArray(v)) {
      const head = (p.grid_data ?? []).map((g) => `<th>${esc(g.label)}</th>`).join('');
      const body = v
        .map(
          (r: any) =>
            `<tr>${(p.grid_data ?? []).map((_, i) => `<td>${esc(r[`compValue_${i + 1}`])}</td>`).join('')}</tr>`,
        )
        .join('');
      parts.push(
        `<div class="l">${esc(p.label)}</div><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`,
      );
    } else if (p.type === 25 || p.type === 26) {
      const ids: string[] = v?.filesIds ?? [];
      if (v?.comment) parts.push(`<p>${esc(v.comment)}</p>`);
      parts.push(
        ids
          .map(
            (id) =>
              `<img src="data:image/jpeg;base64,${(input.images.get(id)?.data as Buffer).toString('base64')}">`,
          )
          .join(''),
      );
    } else if (p.type === 13 && v)
      parts.push(`<div class="l">${esc(p.label)}</div><img class="sig" src="${v}">`);
    else if (v !== undefined && typeof v !== 'object')
      parts.push(`<div class="l">${esc(p.label)}</div><div>${esc(v)}</div>`);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body{font-family:Roboto,Arial,sans-serif;font-size:9pt;color:#1a1a1a}h1{color:#285a84}h2{color:#285a84;border-bottom:1px solid #285a84;font-size:11pt}
    table{border-collapse:collapse;width:100%;margin:4px 0}td,th{border:0.5px solid #b0b7bf;padding:3px 4px;text-align:left}th{background:#eef2f6}
    th.t{background:#fff;border:0;font-size:10pt}.c{text-align:center}tr{break-inside:avoid}.l{color:#555;font-weight:bold;font-size:8.5pt;margin-top:6px}
    img{max-width:48%;max-height:300px;margin:3px}img.sig{max-height:60px}</style></head><body>
    <h1>${esc(input.form.name)}</h1>${parts.join('\n')}</body></html>`;
}

// Grow the report until it has 20 pages.
let groups = 10;
let input = await sampleServiceReport(groups, 10);
while (pagesOf(await ours(input)) < 20 && groups < 200) input = await sampleServiceReport((groups += 4), 10);
const oursPdf = await ours(input);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
const page2 = html(input);
const chromiumOnce = async () => {
  await page.setContent(page2, { waitUntil: 'load' });
  return page.pdf({
    format: 'A4',
    printBackground: true,
    margin: { top: '40px', bottom: '50px', left: '40px', right: '40px' },
  });
};
const chromePdf = await chromiumOnce();
for (let i = 0; i < 2; i++) {
  await ours(input);
  await chromiumOnce();
}
const tOurs: number[] = [];
const tChrome: number[] = [];
const cOurs: number[] = [];
const cChrome: number[] = [];
for (let i = 0; i < runs; i++) {
  let t0 = performance.now();
  const c0 = process.cpuUsage();
  await ours(input);
  tOurs.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cOurs.push((c.user + c.system) / 1000);
  t0 = performance.now();
  const k0 = childCpuMs();
  const n0 = process.cpuUsage();
  await chromiumOnce();
  tChrome.push(performance.now() - t0);
  const n = process.cpuUsage(n0);
  // Chromium's own processes plus the driving work in this process.
  cChrome.push(childCpuMs() - k0 + (n.user + n.system) / 1000);
}
await browser.close();

const mo = median(tOurs);
const mc = median(tChrome);
const cpus = os.cpus();
const section = [
  `## PDF: 20-page checklist report with 10 photos (issue 8)`,
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}, ` +
    `load average ${os.loadavg()[0]!.toFixed(2)} (shared machine). ${runs} runs each, warm, alternating.`,
  '',
  '| renderer | pages | size | median | min | max |',
  '|---|---:|---:|---:|---:|---:|',
  `| ours (pdfmake, checklistReportContent) | ${pagesOf(oursPdf)} | ${Math.round(oursPdf.length / 1024)} KiB | **${mo.toFixed(0)} ms** | ${Math.min(...tOurs).toFixed(0)} ms | ${Math.max(...tOurs).toFixed(0)} ms |`,
  `| Chromium print-to-PDF of the same content as HTML | ${pagesOf(Buffer.from(chromePdf))} | ${Math.round(chromePdf.length / 1024)} KiB | **${mc.toFixed(0)} ms** | ${Math.min(...tChrome).toFixed(0)} ms | ${Math.max(...tChrome).toFixed(0)} ms |`,
  '',
  `| CPU time: ours | | | **${median(cOurs).toFixed(0)} ms** | ${Math.min(...cOurs).toFixed(0)} ms | ${Math.max(...cOurs).toFixed(0)} ms |`,
  `| CPU time: Chromium (all its processes) | | | **${median(cChrome).toFixed(0)} ms** | ${Math.min(...cChrome).toFixed(0)} ms | ${Math.max(...cChrome).toFixed(0)} ms |`,
  '',
  `Ratio ours / Chromium: wall **${(mo / mc).toFixed(2)}x**, CPU **${(median(cOurs) / median(cChrome)).toFixed(2)}x** (target at most 0.4x). Checkpoint groups: ${groups}.`,
].join('\n');
writeBenchSection('bench:checklist-pdf', section);
console.log(section);
