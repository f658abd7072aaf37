// The server's problem details are translation keys where it can ('authenticationFailed', 'recordChanged' ...,
// section 'errors'; field-level keys in 'validation'). Free text (from a proxy, say) is shown as it is.
type Translate = (key: string, options?: { defaultValue: string }) => string;

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
// A key with a technical note for the log after it: 'inUse: products' (which table still refers to the row).
// The user gets the key's text; the note means nothing to them.
const KEY_WITH_NOTE = /^([A-Za-z][A-Za-z0-9_]*): \S/;

function keyText(t: Translate, key: string): string | undefined {
  const text = t(`errors.${key}`, { defaultValue: t(`validation.${key}`, { defaultValue: '' }) });
  return text || undefined;
}

export function problemDisplayText(t: Translate, text: string): string {
  if (KEY.test(text)) return keyText(t, text) ?? text;
  const noted = KEY_WITH_NOTE.exec(text);
  return (noted && keyText(t, noted[1]!)) || text;
}

/**
 * spec 01 §8 'Message : ' + the response text: the snackbar of a failed call, translated ('Melding: Du har ikke
 * tilgang ...'). Written without the space before the colon that the spec's English shows (issue 12: Norwegian
 * and English typography put none there).
 */
export function problemMessageText(t: Translate, text: string): string {
  return `${t('errors.messagePrefix')}: ${problemDisplayText(t, text)}`;
}
