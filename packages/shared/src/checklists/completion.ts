// spec 02 §5 Form builder: "A checklist cannot be completed when a radio checkpoint has value 3 or when not all
// radios are selected." One pure function, used by the server (POST checklists/{id}/complete answers 400 with
// these field errors) and by the fill-in screen (which marks the fields before the user presses Complete).
import { FIELD } from './field-types';
import { parseDefaultValue, parseJsonObject } from './checklist-data';

export type CompletionError = {
  /** The field name, or `<name>.subitems.<index>` for a checkpoint. */
  field: string;
  message: 'checklistRadioUnanswered' | 'checklistCheckpointDefect';
};

type FormLike = {
  properties: readonly {
    name: string;
    type: number;
    default_value?: string | null;
    dynamicpanelkey?: string | null;
    panelkey?: string;
  }[];
};

const isBlankAnswer = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/**
 * The reasons the checklist cannot be completed, in form order; [] when it can. `data` may be the stored JSON
 * text (invalid JSON reads as {}, spec 02 §5). Fields of missing panels are not asked for (they are dropped in
 * print too).
 */
export function completionErrors(form: FormLike, data: unknown): CompletionError[] {
  const answers = parseJsonObject(data);
  const panels = new Set(
    form.properties.filter((p) => p.type === FIELD.panel).map((p) => p.panelkey || p.name),
  );
  const errors: CompletionError[] = [];
  for (const p of form.properties) {
    if (p.dynamicpanelkey && !panels.has(p.dynamicpanelkey)) continue;
    const value = p.name in answers ? answers[p.name] : parseDefaultValue(p.default_value ?? null);
    if (p.type === FIELD.radio && isBlankAnswer(value)) {
      errors.push({ field: p.name, message: 'checklistRadioUnanswered' });
    }
    if (p.type === FIELD.checkpoints) {
      const subitems = (value as { subitems?: unknown } | null)?.subitems;
      if (!Array.isArray(subitems)) continue;
      subitems.forEach((s, i) => {
        if ((s as { radioBoxValue?: unknown } | null)?.radioBoxValue === 3) {
          errors.push({ field: `${p.name}.subitems.${i}`, message: 'checklistCheckpointDefect' });
        }
      });
    }
  }
  return errors;
}
