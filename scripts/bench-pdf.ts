// npm run bench (third part): a three-page order confirmation (spec 02 §9 report type 1) rendered by the PDF
// platform module, target under 150 ms. Written to docs/benchmarks.md between the bench:pdf markers.
// Usage: npx tsx scripts/bench-pdf.ts [--runs 30]
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { formatNumber } from '@suite/shared';
import { docPath, writeBenchSection } from './bench-doc.mjs';
import { renderOrderDocument } from '../apps/server/src/platform/pdf';
import {
  SAMPLE_HEADER,
  sampleOrderDocument,
} from '../apps/server/src/platform/pdf/documents/order-document.sample';

const TARGET_MS = 150;
const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const runs = Math.max(1, Number(args.runs) || 30);

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (v: number) => `${formatNumber(v, 0)} ms`;

const loadAtStart = os.loadavg()[0]!;
// 60 lines with equipment, texts and totals: three A4 pages.
const data = sampleOrderDocument(60);
const pdf = await renderOrderDocument(1, data, SAMPLE_HEADER);
const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
for (let i = 0; i < 3; i++) await renderOrderDocument(1, data, SAMPLE_HEADER);

const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await renderOrderDocument(1, data, SAMPLE_HEADER);
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}

const cpus = os.cpus();
const body = [
  '## PDF: three-page order confirmation',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `Node ${process.version}, load average ${loadAtStart.toFixed(2)} at the start (the machine is shared: expect noise).`,
  '',
  `\`renderOrderDocument(1, …)\` of a ${pages}-page order confirmation (60 lines, ${formatNumber(pdf.length / 1024, 0)} KiB) ` +
    `in one warm process, after 3 warm-up renders (\`npx tsx scripts/bench-pdf.ts\`). Target: under ${TARGET_MS} ms. ` +
    'CPU time is what the render itself costs; wall time adds waiting for a busy machine.',
  '',
  '| measure | runs | median | min | max |',
  '|---|---:|---:|---:|---:|',
  `| wall time | ${runs} | **${ms(median(wall))}** | ${ms(Math.min(...wall))} | ${ms(Math.max(...wall))} |`,
  `| CPU time (user + system) | ${runs} | **${ms(median(cpu))}** | ${ms(Math.min(...cpu))} | ${ms(Math.max(...cpu))} |`,
].join('\n');

writeBenchSection('bench:pdf', body);
console.log(
  `bench: ${pages}-page order confirmation: median ${ms(median(wall))} wall, ${ms(median(cpu))} CPU ` +
    `(target ${TARGET_MS} ms); written to ${path.relative(root, docPath)}`,
);
