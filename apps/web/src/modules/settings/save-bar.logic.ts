// What the save bar says and offers (issue 12: one behaviour on every form) and the form error summary of spec 01
// §5 / 02 §5, apart from React so they can be unit-tested.

export type SaveBarState = {
  /** Translation key of the status text. */
  status:
    | 'settings.unsavedChanges'
    | 'settings.noChanges'
    | 'masterdata.newNotSaved'
    | 'validation.validationIssue';
  canSave: boolean;
  canUndo: boolean;
  /** Sticks to the bottom of the screen (something to save or to fix); a clean form's bar stays small at its end. */
  sticky: boolean;
};

/**
 * A new, untouched form says 'Ny, ikke lagret ennå' and may be saved; a changed one 'Du har endringer som ikke er
 * lagret'; a saved, unchanged one 'Ingen endringer' (compact, not sticky); a failed save names the problem.
 */
export function saveBarState(input: {
  dirty: boolean;
  isNew?: boolean;
  saving: boolean;
  hasErrors?: boolean;
}) {
  const { dirty, isNew = false, saving, hasErrors = false } = input;
  const status: SaveBarState['status'] = hasErrors
    ? 'validation.validationIssue'
    : dirty
      ? 'settings.unsavedChanges'
      : isNew
        ? 'masterdata.newNotSaved'
        : 'settings.noChanges';
  return {
    status,
    canSave: (dirty || isNew) && !saving,
    canUndo: dirty && !saving,
    sticky: dirty || isNew || hasErrors,
  } satisfies SaveBarState;
}

type ErrorTree = { message?: unknown; type?: unknown; ref?: unknown; [key: string]: unknown };

/**
 * The first failing field of react-hook-form's errors (in the form's field order), as its path and message key:
 * the summary names it (spec 01 §5: "the validation issue message plus the first failing field's label and
 * message"). Nested errors (units.0.factor) are found too.
 */
export function firstFieldError(
  errors: object | undefined,
  path: string[] = [],
): { field: string; message: string } | null {
  if (!errors) return null;
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const node = value as ErrorTree;
    if (typeof node.message === 'string' && node.message)
      return { field: [...path, key].join('.'), message: node.message };
    const inner = firstFieldError(node, [...path, key]);
    if (inner) return inner;
  }
  return null;
}

/**
 * The first failing field of a form that keeps its errors as `{field: message}` (forms without react-hook-form:
 * offers, appointments), in the form's own field order; fields not in the order come after.
 */
export function firstErrorInOrder(
  errors: Record<string, string | undefined>,
  order: readonly string[],
): { field: string; message: string } | null {
  const failing = Object.keys(errors).filter((f) => errors[f]);
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  const field = failing.sort((a, b) => rank(a) - rank(b))[0];
  return field ? { field, message: errors[field]! } : null;
}

/** Whether a plain form's values differ from what was read or last saved. */
export function valuesChanged(values: object, saved: object): boolean {
  return JSON.stringify(values) !== JSON.stringify(saved);
}
