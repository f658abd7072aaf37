// The benchmarks write their results into docs/benchmarks.md, each between its own `<!-- bench:<name> -->` markers
// (a section is replaced in place, or appended the first time).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const docPath = path.join(import.meta.dirname, '..', 'docs', 'benchmarks.md');

/** Replaces (or appends) the section between `<!-- marker -->` and `<!-- /marker -->` with `body`. */
export function writeBenchSection(marker, body) {
  const open = `<!-- ${marker} -->`;
  const close = `<!-- /${marker} -->`;
  const block = `${open}\n${body}\n${close}`;
  let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  doc =
    start !== -1 && end > start
      ? doc.slice(0, start) + block + doc.slice(end + close.length)
      : `${doc.replace(/\s*$/, '')}\n\n${block}\n`;
  writeFileSync(docPath, doc);
}
