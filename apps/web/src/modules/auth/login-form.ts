// The sign-in form's rules, the same as the server's sign-in body (apps/server auth.schema.ts): both fields
// required (the username not only white space), at most 200 characters; messages are validation keys.

export type LoginValues = { username: string; password: string };

const MAX = 200;

export function loginFieldErrors(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const username = values.username.trim();
  if (!username) errors.username = 'required';
  else if (username.length > MAX) errors.username = 'maxCharacters';
  if (!values.password) errors.password = 'required';
  else if (values.password.length > MAX) errors.password = 'maxCharacters';
  return errors;
}
