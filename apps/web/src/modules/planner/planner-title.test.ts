import { describe, expect, it } from 'vitest';
import { plannerTitle } from './planner-title';

describe('planner heading (issue 12: DD.MM.YYYY)', () => {
  it('shows a day as DD.MM.YYYY', () => {
    expect(plannerTitle('day', new Date(2026, 10, 25), new Date(2026, 10, 26), 'no')).toBe('25.11.2026');
  });

  it('shows a week as its first and last day (the end given is the day after)', () => {
    expect(plannerTitle('week', new Date(2026, 10, 23), new Date(2026, 10, 30), 'no')).toBe(
      '23.11.2026 – 29.11.2026',
    );
    expect(plannerTitle('week', new Date(2026, 11, 28), new Date(2027, 0, 4), 'en')).toBe(
      '28.12.2026 – 03.01.2027',
    );
  });

  it('names the month in the user language', () => {
    expect(plannerTitle('month', new Date(2026, 10, 1), new Date(2026, 11, 1), 'no')).toBe('november 2026');
    expect(plannerTitle('month', new Date(2026, 10, 1), new Date(2026, 11, 1), 'en')).toBe('November 2026');
  });
});
