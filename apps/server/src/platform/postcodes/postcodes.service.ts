// Postcode lookup from Posten's register (README.md here): a typed postcode fills its town (issue 12).
import { readFile } from 'node:fs/promises';

export type PostcodeInfo = {
  postcode: string;
  /** 'Oslo', 'Mo i Rana' */
  town: string;
  municipalitynumber: string;
  municipality: string;
  /** Posten's category: B, F, G, P or S (README.md). */
  category: string;
};

const REGISTER = new URL('./postnummerregister.tsv', import.meta.url);
const LOWER_WORDS = new Set(['i', 'på', 'og', 'ved']);

/** 'MO I RANA' -> 'Mo i Rana', 'NORD-ODAL' -> 'Nord-Odal', 'ÅL' -> 'Ål': names as users write them. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word, i) =>
      i > 0 && LOWER_WORDS.has(word)
        ? word
        : word.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(' ');
}

/** The register's lines as postcode -> info. */
export function parseRegister(text: string): Map<string, PostcodeInfo> {
  const map = new Map<string, PostcodeInfo>();
  for (const line of text.split(/\r?\n/)) {
    const [postcode, town, municipalitynumber, municipality, category] = line.split('\t');
    if (!postcode || !/^\d{4}$/.test(postcode) || !town) continue;
    map.set(postcode, {
      postcode,
      town: titleCase(town.trim()),
      municipalitynumber: (municipalitynumber ?? '').trim(),
      municipality: titleCase((municipality ?? '').trim()),
      category: (category ?? '').trim(),
    });
  }
  return map;
}

let register: Promise<Map<string, PostcodeInfo>> | null = null;

/** The town and municipality of a Norwegian postcode, or null when the register does not know it. */
export async function lookupPostcode(postcode: string): Promise<PostcodeInfo | null> {
  register ??= readFile(REGISTER, 'utf8').then(parseRegister);
  return (await register).get(postcode) ?? null;
}
