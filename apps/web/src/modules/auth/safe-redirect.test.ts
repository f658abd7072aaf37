import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('redirect after sign-in', () => {
  it('goes back to the page the user asked for', () => {
    expect(safeRedirect('/customers/12/detail?tab=2')).toBe('/customers/12/detail?tab=2');
  });

  it('goes to the dashboard without a redirect', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(safeRedirect('https://evil.example/login')).toBe('/dashboard');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
  });

  it('does not loop back to the sign-in pages', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
    expect(safeRedirect('/sessionexpired')).toBe('/dashboard');
  });
});
