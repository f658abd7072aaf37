// Test helper (issue 10): an EHF checked as the receiving side would, against the published standards in
// ../shared/standards (never copied into the repository): the UBL 2.1 schema (libxmljs2) and the PEPPOL BIS Billing
// 3.0 and CEN EN 16931 rule sets compiled for saxon-js. Answers the failed assertions by id and flag.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import libxml from 'libxmljs2';
// @ts-expect-error saxon-js ships no types
import SaxonJS from 'saxon-js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/**
 * ../shared/standards beside the checkout (where the standards README says tests read them); STANDARDS_DIR or the
 * workplace's /work/shared/standards when the checkout lives elsewhere (a clone under /tmp).
 */
export const STANDARDS =
  [process.env.STANDARDS_DIR, path.resolve(REPO, '../shared/standards'), '/work/shared/standards'].find(
    (dir): dir is string => Boolean(dir) && existsSync(path.join(dir!, 'ubl-2.1')),
  ) ?? path.resolve(REPO, '../shared/standards');

const xsdCache = new Map<string, ReturnType<typeof libxml.parseXml>>();
function schema(root: 'Invoice' | 'CreditNote') {
  const file = path.join(STANDARDS, `ubl-2.1/xsd/maindoc/UBL-${root}-2.1.xsd`);
  let doc = xsdCache.get(file);
  if (!doc) {
    doc = libxml.parseXml(readFileSync(file, 'utf8'), { baseUrl: file });
    xsdCache.set(file, doc);
  }
  return doc;
}

/** UBL 2.1 schema errors ([] when valid). */
export function xsdErrors(xml: string): string[] {
  const doc = libxml.parseXml(xml);
  const root = doc.root()!.name() as 'Invoice' | 'CreditNote';
  if (doc.validate(schema(root))) return [];
  return doc.validationErrors.map((e) => `${e.line}: ${e.message.trim()}`);
}

const sefCache = new Map<string, unknown>();
function sef(name: 'PEPPOL-EN16931-UBL' | 'CEN-EN16931-UBL') {
  let s = sefCache.get(name);
  if (!s) {
    s = JSON.parse(
      readFileSync(path.join(STANDARDS, `peppol-bis-invoice-3/compiled/${name}.sef.json`), 'utf8'),
    );
    sefCache.set(name, s);
  }
  return s;
}

export type RuleFailure = { id: string; flag: string; text: string };

/** The failed assertions of one rule set (SVRL failed-assert). */
export function ruleFailures(xml: string, rules: 'PEPPOL-EN16931-UBL' | 'CEN-EN16931-UBL'): RuleFailure[] {
  const result = SaxonJS.transform(
    { stylesheetInternal: sef(rules), sourceText: xml, destination: 'serialized' },
    'sync',
  ).principalResult as string;
  const failures: RuleFailure[] = [];
  const re = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
  for (const m of result.matchAll(re)) {
    const id = /\bid="([^"]*)"/.exec(m[1]!)?.[1] ?? '';
    const flag = /\bflag="([^"]*)"/.exec(m[1]!)?.[1] ?? '';
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2]!)?.[1]?.trim() ?? '';
    failures.push({ id, flag, text });
  }
  return failures;
}

/** Schema errors and fatal rule failures of both sets; warnings are returned apart. */
export function validateEhf(xml: string) {
  const all = [...ruleFailures(xml, 'PEPPOL-EN16931-UBL'), ...ruleFailures(xml, 'CEN-EN16931-UBL')];
  return {
    schema: xsdErrors(xml),
    fatal: all.filter((f) => f.flag !== 'warning').map((f) => `${f.id}: ${f.text}`),
    warnings: all.filter((f) => f.flag === 'warning').map((f) => f.id),
  };
}
