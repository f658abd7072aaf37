// spec 01 §5 / 02 §5 SMS and §9 constants: 150 characters a message, each {placeholder} counts 20.

export const SMS_CHUNK_LENGTH = 150;
export const SMS_PLACEHOLDER_LENGTH = 20;
export const SMS_MAX_COUNT = 5;

// A template tag {{name}} (templates/placeholders.ts) is one placeholder, as is the older {name}.
const PLACEHOLDER = /\{\{[^{}]+\}\}|\{[^{}]+\}/g;

/** Characters the text will have once placeholders are filled in (each placeholder counted as 20). */
export function smsLength(text: string): number {
  return text.replace(PLACEHOLDER, 'x'.repeat(SMS_PLACEHOLDER_LENGTH)).length;
}

/** Number of SMS messages the text needs: 0 for '', 1 up to 150 characters, 2 for 151 to 300 ... */
export function smsCount(text: string): number {
  return Math.ceil(smsLength(text) / SMS_CHUNK_LENGTH);
}
