// spec 01 §5: some inputs block the keys ( ) [ ] \ * + ? / ! # $ % ^ &. Pure functions, so a keydown
// handler and a paste check use the same list.

export const BLOCKED_KEYS = [
  '(',
  ')',
  '[',
  ']',
  '\\',
  '*',
  '+',
  '?',
  '/',
  '!',
  '#',
  '$',
  '%',
  '^',
  '&',
] as const;

const BLOCKED = new Set<string>(BLOCKED_KEYS);

/** True for one of the blocked characters (a KeyboardEvent.key). */
export function isBlockedKey(key: string): boolean {
  return BLOCKED.has(key);
}

/** True when the text holds any blocked character (pasted text gets past a keydown filter). */
export function containsBlockedKey(text: string): boolean {
  for (const ch of text) if (BLOCKED.has(ch)) return true;
  return false;
}
