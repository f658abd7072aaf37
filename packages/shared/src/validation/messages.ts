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
export type ValidationMessage = ValidationKey | LiteralMessage;

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
  return KEY_OF_LITERAL.has(message) || /^[A-Za-z][A-Za-z0-9_]*$/.test(message);
}
