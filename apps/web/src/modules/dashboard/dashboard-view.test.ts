import { describe, expect, it } from 'vitest';
import type { AccessContext } from '@suite/shared/auth/session-types';
import { canOpen, greetingKey } from './dashboard-view';

const office: AccessContext = {
  isadmin: false,
  issuperadmin: false,
  role_id: 2,
  permissions: ['settings_departments'],
  enabledmodules: [],
  enabledintegrations: [],
  enableticketingsolution: false,
  consider_order_as_offer: false,
  defaultinspectiontype: null,
};

describe('dashboard', () => {
  it('links a card to a list the user may open', () => {
    expect(canOpen(office, '/departments')).toBe(true);
    expect(canOpen(office, '/notifications')).toBe(true);
  });

  it('hides a card whose list the user may not open', () => {
    expect(canOpen(office, '/userrole')).toBe(false);
    expect(canOpen(office, '/admin_portal')).toBe(false);
  });

  it('hides links that lead outside the app or to unknown pages', () => {
    expect(canOpen(office, 'https://example.com')).toBe(false);
    expect(canOpen(office, '/no/such/page')).toBe(false);
    expect(canOpen(null, '/notifications')).toBe(false);
  });

  it('greets by the time of day', () => {
    expect(greetingKey(7)).toBe('greetingMorning');
    expect(greetingKey(13)).toBe('greetingDay');
    expect(greetingKey(20)).toBe('greetingEvening');
    expect(greetingKey(23)).toBe('greetingEvening');
    // A night shift is not wished a good evening at 02:00.
    expect(greetingKey(2)).toBe('greetingDay');
    expect(greetingKey(0)).toBe('greetingDay');
  });
});
