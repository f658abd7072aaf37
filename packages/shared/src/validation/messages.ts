// Issue messages of the shared rules. spec 01 §5: messages are translation keys, looked up by the UI as
// 'validation.<key>'; the form-builder rules carry the literal English messages the spec gives, and
// validationMessageKey() maps those to their keys too, so every message can be shown in four languages.

/** The spec's translation keys (spec 01 §5) plus the few this module adds where the spec names none. */
export const VALIDATION_KEYS = [
  'required',
  'invalidNumber',
  'invalidEmail',
  'invalidMobileno',
  'invalidPostalCode',
  'invalidDate',
  'invalidData',
  // issue 12: one helpful organisation-number message everywhere instead of invalidData
  'invalidOrganizationNumber',
  'invalidUrl',
  'nextVisitBeforeLastVisit',
  'maxCharacters',
  // issue 12: range messages naming the allowed range (params min and/or max, see messageWith)
  'outOfRange',
  'minValue',
  'maxValue',
  'aboveValue',
  // the text of maxCharacters when an answer does not say the maximum (a client older than the server)
  'maxCharactersUnknown',
  'invalidHours',
  'maxSMSCount',
  'validationIssue',
  'passwordMatch',
  'passwordPolicy',
  // keys of the literal messages below
  'invalidName',
  'invalidColumns',
  'greaterThanZero',
  'invalidCharCount',
  // no message given by the spec for these rules
  'invalidComponents',
  'invalidMinimumWidth',
  'maxFileSize',
  // spec 01 §5 "Upload size", 02 §8 "file size over the limit": a chunked upload over the company's cap
  'fileSizeOverLimit',
  'blockedCharacters',
  // time, colour and shift rules of the engine's field types (hours settings)
  'invalidTime',
  'invalidColor',
  'breakTooLong',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** The literal messages of spec 01 §5 and 02 §5 (form builder), exactly as the spec words them. */
export const LITERAL_MESSAGES = {
  invalidName: 'Invalid name',
  invalidColumns: 'Enter columns b/w 1 to 12',
  greaterThanZero: 'Value should be greater than zero',
  invalidCharCount: 'Invalid Number',
} as const satisfies Partial<Record<ValidationKey, string>>;
export type LiteralMessage = (typeof LITERAL_MESSAGES)[keyof typeof LITERAL_MESSAGES];

const KEY_OF_LITERAL = new Map<string, ValidationKey>(
  Object.entries(LITERAL_MESSAGES).map(([key, text]) => [text, key as ValidationKey]),
);

/** Every message a shared rule can put on an issue. */
export type ValidationMessage = ValidationKey | LiteralMessage | ParamMessage;

/** A key with values (messageWith): 'outOfRange|min=0|max=100'. */
export type ParamMessage = `${ValidationKey}|${string}`;

/**
 * The key in the 'validation' translation section for an issue message: the message itself when it is a
 * key ('invalidEmail'), the key of a literal message ('Invalid name' -> 'invalidName'), else undefined.
 */
export function validationMessageKey(message: string): ValidationKey | undefined {
  if ((VALIDATION_KEYS as readonly string[]).includes(message)) return message as ValidationKey;
  return KEY_OF_LITERAL.get(message);
}

/** True for messages that are translation keys or spec literals (identifiers, or the literals above). */
export function isMessageKey(message: string): boolean {
  return KEY_OF_LITERAL.has(message) || /^[A-Za-z][A-Za-z0-9_]*$/.test(parseMessage(message).key);
}

/** Values a message names, e.g. the allowed range {min: 0, max: 100} or the most characters {max: 100}. */
export type MessageParams = Record<string, number | string>;

const PARAM_SEPARATOR = '|';

/**
 * A message key with its values in one string, so it travels through zod, react-hook-form and the forms unchanged:
 * messageWith('outOfRange', {min: 0, max: 100}) is 'outOfRange|min=0|max=100'. The server answers it split
 * (`{message: 'outOfRange', params: {min: 0, max: 100}}`, see problemFieldErrors); parseMessage reads it back.
 */
export function messageWith(key: string, params: MessageParams): string {
  const parts = Object.entries(params).map(([name, value]) => `${name}=${value}`);
  return [key, ...parts].join(PARAM_SEPARATOR);
}

/** The key and values of a message written by messageWith; a plain key has no params. */
export function parseMessage(message: string): { key: string; params?: MessageParams } {
  if (!message.includes(PARAM_SEPARATOR)) return { key: message };
  const [key = '', ...parts] = message.split(PARAM_SEPARATOR);
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key) || !parts.every((p) => /^[a-z]+=/i.test(p)))
    return { key: message };
  const params: MessageParams = {};
  for (const part of parts) {
    const at = part.indexOf('=');
    const value = part.slice(at + 1);
    params[part.slice(0, at)] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return { key, params };
}

/** 'Maks 100 tegn': text longer than `max` characters (the message names the maximum). */
export function maxCharactersMessage(max: number): ParamMessage {
  return messageWith('maxCharacters', { max }) as ParamMessage;
}

/** 'Må være større enn 0': a number that must be above `min`. */
export function aboveMessage(min: number): ParamMessage {
  return messageWith('aboveValue', { min }) as ParamMessage;
}

/**
 * The message of a number outside its allowed range, naming the range: 'outOfRange' (between min and max),
 * 'minValue' (at least min) or 'maxValue' (at most max). Bounds at the edge of what a column holds are left out.
 */
export function rangeMessage(min: number | undefined, max: number | undefined): ValidationMessage {
  const shownMin = min !== undefined && Math.abs(min) < 1e11 ? min : undefined;
  const shownMax = max !== undefined && Math.abs(max) < 1e11 ? max : undefined;
  if (shownMin !== undefined && shownMax !== undefined) {
    return messageWith('outOfRange', { min: shownMin, max: shownMax }) as ParamMessage;
  }
  if (shownMin !== undefined) return messageWith('minValue', { min: shownMin }) as ParamMessage;
  if (shownMax !== undefined) return messageWith('maxValue', { max: shownMax }) as ParamMessage;
  return 'invalidNumber';
}
