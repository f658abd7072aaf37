import { describe, expect, it } from 'vitest';
import { createSchema } from '../resources/define-resource';
import { shiftsResource, timerangesResource } from './hours.resources';
import { clockMinutes, crossesMidnight, isInTimeRange, shiftRules, spanMinutes } from './hours.rules';

describe('times of the hours settings', () => {
  it('reads HH:mm as minutes after midnight, and nothing else', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('07:30')).toBe(450);
    expect(clockMinutes('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:30', '07:60', 'kl 7']) expect(clockMinutes(bad)).toBeNaN();
  });

  it('counts a range that ends before it starts past midnight, and an equal end as the whole day', () => {
    expect(spanMinutes('07:00', '15:00')).toBe(480);
    expect(spanMinutes('21:00', '06:00')).toBe(540);
    expect(spanMinutes('23:00', '00:00')).toBe(60);
    expect(spanMinutes('00:00', '00:00')).toBe(1440);
    expect(crossesMidnight('21:00', '06:00')).toBe(true);
    expect(crossesMidnight('17:00', '21:00')).toBe(false);
  });

  it('puts the hours after midnight of a night range on the day it started', () => {
    const fridayNights = { starttime: '21:00', endtime: '06:00', weekdays: [5] };
    expect(isInTimeRange(fridayNights, 5, '22:15')).toBe(true);
    // Saturday 03:00 is still Friday's night.
    expect(isInTimeRange(fridayNights, 6, '03:00')).toBe(true);
    expect(isInTimeRange(fridayNights, 6, '06:00')).toBe(false);
    expect(isInTimeRange(fridayNights, 5, '03:00')).toBe(false);
    expect(isInTimeRange(fridayNights, 6, '22:00')).toBe(false);
    // Sunday night runs into Monday morning (weekday 7 is followed by 1).
    expect(isInTimeRange({ ...fridayNights, weekdays: [7] }, 1, '05:59')).toBe(true);
  });

  it('covers the whole of the chosen days with a range from 00:00 to 00:00', () => {
    const weekend = { starttime: '00:00', endtime: '00:00', weekdays: [6, 7] };
    expect(isInTimeRange(weekend, 6, '00:00')).toBe(true);
    expect(isInTimeRange(weekend, 7, '23:59')).toBe(true);
    expect(isInTimeRange(weekend, 1, '00:00')).toBe(false);
    expect(isInTimeRange(weekend, 5, '23:59')).toBe(false);
  });

  it('refuses a break as long as the shift, counting a night shift past midnight', () => {
    const shift = { starttime: '22:00', endtime: '02:00', breakminutes: 30 };
    expect(shiftRules(shift)).toEqual([]);
    expect(shiftRules({ ...shift, breakminutes: 240 })).toEqual([
      { field: 'breakminutes', message: 'breakTooLong' },
    ]);
    expect(shiftRules({ ...shift, endtime: '22:30', breakminutes: 30 })).toHaveLength(1);
    // Fields with errors of their own are left to those errors.
    expect(shiftRules({ ...shift, starttime: null })).toEqual([]);
  });
});

describe('time, weekday and colour fields of the engine', () => {
  const range = createSchema(timerangesResource);
  const base = { name: 'Kveld', starttime: '17:00', endtime: '21:00', weekdays: [1] };
  const issue = (body: Record<string, unknown>) => {
    const r = range.safeParse(body);
    return r.success
      ? null
      : { field: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
  };

  it('takes times as HH:mm on the 24-hour clock', () => {
    expect(issue(base)).toBeNull();
    expect(issue({ ...base, starttime: ' 06:05 ' })).toBeNull();
    for (const bad of ['24:00', '6:05', '06.05', '', 630]) {
      expect(issue({ ...base, starttime: bad })).toEqual({
        field: 'starttime',
        message: typeof bad === 'number' ? 'invalidData' : 'invalidTime',
      });
    }
  });

  it('keeps weekdays in order, each once, Monday 1 to Sunday 7, at least one when required', () => {
    expect(range.parse({ ...base, weekdays: [7, 1, 3] }).weekdays).toEqual([1, 3, 7]);
    for (const bad of [[0], [8], [1, 1], ['1'], [1.5], 'man']) {
      expect(issue({ ...base, weekdays: bad })).toEqual({ field: 'weekdays', message: 'invalidData' });
    }
    expect(issue({ ...base, weekdays: [] })).toEqual({ field: 'weekdays', message: 'required' });
    expect(createSchema(shiftsResource).safeParse({ ...base, breakminutes: 0 }).success).toBe(true);
  });
});
