import { parseMessage } from '@suite/shared/validation/messages';

/**
 * The field error a 400 answers for a message written as the rules write it (issue 12): 'outOfRange|min=0|max=100'
 * is `{field, message: 'outOfRange', params: {min: 0, max: 100}}`, 'required' is `{field, message: 'required'}`.
 */
export function fieldError(field: string, message: string) {
  const { key, params } = parseMessage(message);
  return params ? { field, message: key, params } : { field, message: key };
}
