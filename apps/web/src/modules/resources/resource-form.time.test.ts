import { hsewheelsegmentsResource, shiftsResource } from '@suite/shared/settings/index';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  emptyValues,
  formFields,
  formSchema,
  normalizeTime,
  toFormValues,
  weekdaysText,
} from './resource-form.logic';

const shortNo = (d: number) => ['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn'][d - 1]!;
const shift = (values: Record<string, unknown>) =>
  formSchema(shiftsResource).safeParse({ ...emptyValues(shiftsResource), ...values });
const errorsOf = (r: ReturnType<typeof shift>) =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('time, weekday and colour inputs of the generic form', () => {
  it('gives shifts time inputs and weekday checkboxes, starting with no day ticked', () => {
    expect(formFields(shiftsResource).map((f) => [f.name, f.kind])).toEqual([
      ['name', 'text'],
      ['starttime', 'time'],
      ['endtime', 'time'],
      ['breakminutes', 'number'],
      ['weekdays', 'weekdays'],
    ]);
    expect(emptyValues(shiftsResource).weekdays).toEqual([]);
    expect(formFields(hsewheelsegmentsResource).find((f) => f.name === 'color')?.kind).toBe('color');
  });

  it('tidies a typed time to HH:mm and leaves what it cannot read for the rule to refuse', () => {
    expect(normalizeTime('7:30')).toBe('07:30');
    expect(normalizeTime('0730')).toBe('07:30');
    expect(normalizeTime('7')).toBe('07:00');
    expect(normalizeTime('16.45')).toBe('16:45');
    expect(normalizeTime('kl 7')).toBe('kl 7');
  });

  it('saves a night shift typed loosely, and names the break when it is as long as the shift', () => {
    const ok = shift({
      name: 'Natt',
      starttime: '22:00',
      endtime: '6:00',
      breakminutes: '30',
      weekdays: [5, 1],
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ endtime: '06:00', breakminutes: 30, weekdays: [1, 5] });
    const tooLong = shift({
      name: 'Kort',
      starttime: '10:00',
      endtime: '10:30',
      breakminutes: '30',
      weekdays: [1],
    });
    expect(errorsOf(tooLong)).toEqual({ breakminutes: 'breakTooLong' });
    expect(
      errorsOf(shift({ name: 'X', starttime: '25:00', endtime: '', breakminutes: '0', weekdays: [] })),
    ).toEqual({
      starttime: 'invalidTime',
      endtime: 'required',
      weekdays: 'required',
    });
  });

  it('shows weekdays as runs and lists, and a saved shift back in its form', () => {
    expect(weekdaysText([1, 2, 3, 4, 5], shortNo)).toBe('Man–Fre');
    expect(weekdaysText([6, 7], shortNo)).toBe('Lør, Søn');
    expect(weekdaysText([7, 1, 2, 3, 5], shortNo)).toBe('Man–Ons, Fre, Søn');
    expect(cellText('weekdays', [1, 2, 3, 4, 5, 6, 7], { role: String, weekday: shortNo })).toBe('Man–Søn');
    const row = {
      id: 1,
      name: 'Dag',
      starttime: '07:00',
      endtime: '15:00',
      breakminutes: 30,
      weekdays: [1, 2],
    };
    expect(toFormValues(shiftsResource, row)).toMatchObject({
      starttime: '07:00',
      breakminutes: '30',
      weekdays: [1, 2],
    });
  });
});
