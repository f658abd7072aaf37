import { describe, expect, it } from 'vitest';
import { filterMembers, memberAccessOf, namesOf, referencedIds, type Member } from './member-access.logic';

const kari: Member = {
  userid: 1,
  username: 'kari',
  name: 'Kari Nordmann',
  email: 'kari@firma.no',
  role_id: 1,
  isadmin: true,
  userrole_id: 4,
  departmentids: [2, 3],
};
const ola: Member = {
  userid: 2,
  username: 'ola',
  name: 'Ola Hansen',
  email: 'ola@firma.no',
  role_id: null,
  isadmin: false,
  userrole_id: null,
  departmentids: [3],
};

describe('member access screen', () => {
  it('finds members by name, username or e-mail regardless of case', () => {
    expect(filterMembers([kari, ola], 'HANSEN')).toEqual([ola]);
    expect(filterMembers([kari, ola], ' kari@')).toEqual([kari]);
    expect(filterMembers([kari, ola], '')).toEqual([kari, ola]);
  });

  it('opens a member without a role as office staff so the form always has a role', () => {
    expect(memberAccessOf(ola)).toEqual({
      role_id: 2,
      isadmin: false,
      userrole_id: null,
      departmentids: [3],
    });
    expect(memberAccessOf(kari).role_id).toBe(1);
  });

  it('asks the lookups for every user role and department in use, each once', () => {
    expect(referencedIds([kari, ola])).toEqual({ userroles: [4], departments: [2, 3] });
  });

  it('shows department names in the grid and skips ids it cannot name', () => {
    expect(
      namesOf(
        [2, 3, 9],
        new Map([
          [2, 'Service'],
          [3, 'Utleie'],
        ]),
      ),
    ).toBe('Service, Utleie');
  });
});
