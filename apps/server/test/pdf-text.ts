import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** The text of a PDF as poppler's pdftotext lays it out (what a reader of the document sees). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)('pdftotext', ['-layout', '-', '-'], {
    encoding: 'utf8',
    maxBuffer: 10_000_000,
  });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}
