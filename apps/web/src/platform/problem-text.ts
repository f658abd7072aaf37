// The server's problem details are translation keys where it can ('authenticationFailed', 'recordChanged' ...,
// section 'errors'; field-level keys in 'validation'). Free text (from a proxy, say) is shown as it is.
type Translate = (key: string, options?: { defaultValue: string }) => string;

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

export function problemDisplayText(t: Translate, text: string): string {
  if (!KEY.test(text)) return text;
  return t(`errors.${text}`, { defaultValue: t(`validation.${text}`, { defaultValue: text }) });
}
