// The shared custom-field rules over the customer form's values (issue 11: with zod, so apart from
// custom-fields.logic.ts, which the form needs for its first view; loaded with customer-form.rules.ts).
import type { FieldIssue } from '@suite/shared/resources/define-resource';
import {
  checkCustomFieldValues,
  type CustomFieldDefinition,
} from '@suite/shared/settings/custom-field-values.rules';
import { customFieldApiValues, formFieldOfError } from './custom-fields.logic';

/** The shared rules over what the form would send, with the errors named as the form's fields. */
export function customFieldIssues(
  definitions: readonly CustomFieldDefinition[],
  form: Readonly<Record<string, unknown>> | null | undefined,
): FieldIssue[] {
  const { issues } = checkCustomFieldValues(
    definitions,
    customFieldApiValues(definitions, form),
    {},
    {
      checkRequired: true,
    },
  );
  return issues.map((i) => ({ field: formFieldOfError(i.field), message: i.message }));
}
