import { describe, expect, it } from 'vitest';
import { loginFieldErrors } from './login-form';

describe('sign-in form', () => {
  it('asks for both username and password', () => {
    expect(loginFieldErrors({ username: '', password: '' })).toEqual({
      username: 'required',
      password: 'required',
    });
  });

  it('does not accept a username of only spaces', () => {
    expect(loginFieldErrors({ username: '   ', password: 'x' })).toEqual({ username: 'required' });
  });

  it('accepts a password with spaces as it is', () => {
    expect(loginFieldErrors({ username: 'kari', password: '  ' })).toEqual({});
  });

  it('refuses overly long input like the server does', () => {
    expect(loginFieldErrors({ username: 'a'.repeat(201), password: 'b'.repeat(201) })).toEqual({
      username: 'maxCharacters',
      password: 'maxCharacters',
    });
  });
});
