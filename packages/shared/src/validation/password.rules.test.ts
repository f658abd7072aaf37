import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  meetsPasswordPolicy,
  passwordPair,
  passwordPolicy,
  withPasswordConfirmation,
} from './password.rules';
import { requiredString } from './text.rules';
import { messageOf } from './test-helpers';

describe('passwordPolicy', () => {
  it('accepts 8 characters with upper case, lower case, digit and special character', () => {
    expect(passwordPolicy().parse('Sommer2024!')).toBe('Sommer2024!');
    expect(meetsPasswordPolicy('Ærlig#123')).toBe(true);
  });

  it('refuses a password missing any of the four kinds of character', () => {
    expect(messageOf(passwordPolicy(), 'sommer2024!')).toBe('passwordPolicy');
    expect(messageOf(passwordPolicy(), 'SOMMER2024!')).toBe('passwordPolicy');
    expect(messageOf(passwordPolicy(), 'SommerSol!')).toBe('passwordPolicy');
    expect(messageOf(passwordPolicy(), 'Sommer2024')).toBe('passwordPolicy');
  });

  it('refuses a password of 7 characters', () => {
    expect(messageOf(passwordPolicy(), 'Som24!x')).toBe('passwordPolicy');
  });

  it('does not count a space as a special character', () => {
    expect(messageOf(passwordPolicy(), 'Sommer 2024')).toBe('passwordPolicy');
  });

  it('asks for a password when empty', () => {
    expect(messageOf(passwordPolicy(), '')).toBe('required');
  });
});

describe('passwordConfirmation', () => {
  it('accepts a confirmation equal to the password', () => {
    expect(passwordPair().parse({ password: 'Sommer2024!', confirmpassword: 'Sommer2024!' })).toEqual({
      password: 'Sommer2024!',
      confirmpassword: 'Sommer2024!',
    });
  });

  it('puts passwordMatch on confirmpassword when they differ', () => {
    const result = passwordPair().safeParse({ password: 'Sommer2024!', confirmpassword: 'Sommer2025!' });
    expect(result.error?.issues).toMatchObject([{ path: ['confirmpassword'], message: 'passwordMatch' }]);
  });

  it('shows the policy and the mismatch at the same time', () => {
    const result = passwordPair().safeParse({ password: 'kort', confirmpassword: 'lang' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'passwordPolicy'],
      ['confirmpassword', 'passwordMatch'],
    ]);
  });

  it('asks for the confirmation without also calling it a mismatch', () => {
    const result = passwordPair().safeParse({ password: 'Sommer2024!', confirmpassword: '' });
    expect(result.error?.issues).toMatchObject([{ path: ['confirmpassword'], message: 'required' }]);
  });

  it('can be added to a larger object such as the reset-password body', () => {
    const reset = withPasswordConfirmation(
      z.object({ token: requiredString(), password: passwordPolicy(), confirmpassword: requiredString() }),
    );
    expect(
      reset.safeParse({ token: 't', password: 'Sommer2024!', confirmpassword: 'Sommer2024!' }).success,
    ).toBe(true);
    const result = reset.safeParse({ token: 't', password: 'Sommer2024!', confirmpassword: 'x' });
    expect(result.error?.issues).toMatchObject([{ path: ['confirmpassword'], message: 'passwordMatch' }]);
  });
});
