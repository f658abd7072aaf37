// E-mail address checks (spec 01 §5): the standard pattern, also in the display-name form
// 'Ola Nordmann <ola@firma.no>'. Domains may hold Norwegian letters (blåbær.no).

const ADDRESS =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"]+")@(?:\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[\p{L}\p{N}-]+\.)+\p{L}{2,})$/u;
const DISPLAY_NAME_FORM = /^(?:"[^"]*"\s*|[^<>"]*)<([^<>]+)>$/;

/** The bare address of an entry: 'Ola <ola@firma.no>' -> 'ola@firma.no'. */
export function emailAddress(entry: string): string {
  const text = entry.trim();
  const match = DISPLAY_NAME_FORM.exec(text);
  return match ? match[1].trim() : text;
}

/** True for 'ola@firma.no' and 'Ola Nordmann <ola@firma.no>'. */
export function isValidEmail(entry: string): boolean {
  return ADDRESS.test(emailAddress(entry));
}

/**
 * Entries of a multiple-email field, separated by comma or semicolon; separators inside quotes or angle
 * brackets do not split ('"Nordmann, Ola" <ola@firma.no>; kari@firma.no' is two entries). Blank entries
 * (a trailing separator) are dropped.
 */
export function splitEmails(text: string): string[] {
  const entries: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === '<' && !quoted) angled = true;
    else if (ch === '>' && !quoted) angled = false;
    if ((ch === ',' || ch === ';') && !quoted && !angled) {
      entries.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  entries.push(current);
  return entries.map((e) => e.trim()).filter((e) => e !== '');
}
