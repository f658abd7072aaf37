import { describe, expect, it } from 'vitest';
import { employeeCreateSchema, employeeUpdateSchema, suggestInitials } from './employee.schema';

const base = { name: 'Kari Nordmann', username: 'kari', email: 'kari@firma.no', role_id: 3 };
const messages = (body: Record<string, unknown>) =>
  employeeCreateSchema
    .safeParse({ ...base, ...body })
    .error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('employee rules', () => {
  it('takes a PIN of 4 to 6 digits only', () => {
    expect(employeeCreateSchema.parse({ ...base, pin: '0042' }).pin).toBe('0042');
    expect(employeeCreateSchema.parse({ ...base, pin: 123456 }).pin).toBe('123456');
    for (const pin of ['123', '1234567', '12a4', '12 34'])
      expect(messages({ pin }), pin).toEqual(['pin:invalidData']);
  });

  it('takes initials of 2 to 4 letters, Norwegian, Polish and Swedish ones too, in upper case', () => {
    expect(employeeCreateSchema.parse({ ...base, initial: 'øå' }).initial).toBe('ØÅ');
    expect(employeeCreateSchema.parse({ ...base, initial: 'Łżą' }).initial).toBe('ŁŻĄ');
    for (const initial of ['A', 'ABCDE', 'A1', 'A.B'])
      expect(messages({ initial }), initial).toEqual(['initial:invalidData']);
  });

  it('takes wages and overtime as amounts of 0 or more', () => {
    expect(employeeCreateSchema.parse({ ...base, wages: '412,50', overtime_50: 0 })).toMatchObject({
      wages: 412.5,
      overtime_50: 0,
    });
    expect(messages({ overtime_100: -1 })).toEqual(['overtime_100:minValue|min=0']);
  });

  it('refuses a date of birth in the future', () => {
    expect(messages({ date_of_birth: '01.01.2999' })).toEqual(['date_of_birth:invalidDate']);
    expect(employeeCreateSchema.parse({ ...base, date_of_birth: '27.06.1991' }).date_of_birth).toBe(
      '1991-06-27',
    );
  });

  it('needs a role of 1, 2 or 3 and a username without spaces', () => {
    expect(messages({ role_id: 4 })).toEqual(['role_id:invalidData']);
    expect(messages({ username: 'kari nordmann' })).toEqual(['username:invalidData']);
  });

  it('updates any subset with the version read', () => {
    expect(employeeUpdateSchema.parse({ isactive: true, version: 3 })).toEqual({
      isactive: true,
      version: 3,
    });
  });

  it('suggests initials from a name', () => {
    expect(suggestInitials('Kari Nordmann')).toBe('KN');
    expect(suggestInitials('Ola')).toBe('OL');
    expect(suggestInitials('Åse Marie Ødegård')).toBe('ÅØ');
    expect(suggestInitials('  ')).toBe('');
  });
});
