import { SETTINGS_RECORD_KEYS, SETTINGS_RECORDS } from '@suite/shared/settings/settings-records.schema';
import { describe, expect, it } from 'vitest';
import { formFieldsOf, RECORD_FORMS } from './settings-record-forms';
import {
  fromFormValues,
  normalizeClock,
  recordFormSchema,
  recordKeyOfRoute,
  toFormValues,
} from './settings-record-form.logic';

const issues = (key: (typeof SETTINGS_RECORD_KEYS)[number], values: Record<string, unknown>) => {
  const r = recordFormSchema(key).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('settings record forms', () => {
  it.each(SETTINGS_RECORD_KEYS)('%s shows every field of its record exactly once', (key) => {
    const shown = formFieldsOf(RECORD_FORMS[key]).map((f) => f.name);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(Object.keys(SETTINGS_RECORDS[key].schema.shape).sort());
  });

  it.each(SETTINGS_RECORD_KEYS)('%s saves its defaults unchanged when nothing is typed', (key) => {
    const defaults = SETTINGS_RECORDS[key].schema.parse({});
    expect(recordFormSchema(key).parse(toFormValues(key, defaults))).toEqual(defaults);
  });

  it('shows numbers with a decimal comma and reads them back, spaces and all', () => {
    const values = toFormValues('invoice_settings', { latepaymentinterest: 12.5, nextinvoicenumber: 24051 });
    expect(values).toMatchObject({ latepaymentinterest: '12,5', nextinvoicenumber: '24051' });
    const parsed = recordFormSchema('invoice_settings').parse({ ...values, nextinvoicenumber: '25 000' });
    expect(parsed).toMatchObject({ latepaymentinterest: 12.5, nextinvoicenumber: 25000 });
  });

  it('marks an emptied or unreadable number as an invalid number instead of saving a default', () => {
    const values = toFormValues('sms_settings', {});
    expect(issues('sms_settings', { ...values, maxsmscount: '' })).toEqual({ maxsmscount: 'invalidNumber' });
    expect(issues('sms_settings', { ...values, reminderhoursbefore: 'ett døgn' })).toEqual({
      reminderhoursbefore: 'invalidNumber',
    });
    expect(issues('sms_settings', { ...values, maxsmscount: '2,5' })).toEqual({
      maxsmscount: 'invalidNumber',
    });
  });

  it('never fills in a secret, so saving without retyping sends it empty (and the server keeps it)', () => {
    const values = toFormValues('clicksend_configuration', {
      username: 'demo',
      apikey: 'x',
      hasapikey: true,
    });
    expect(values).toMatchObject({ username: 'demo', apikey: '' });
    expect(fromFormValues('clicksend_configuration', values).apikey).toBe('');
  });

  it('edits the Shopify collections one per line, dropping blank lines', () => {
    expect(toFormValues('shopify_collections', { collections: ['varmepumper', 'filtre'] }).collections).toBe(
      'varmepumper\nfiltre',
    );
    expect(
      fromFormValues('shopify_collections', { collections: ' varmepumper \n\nfiltre\n' }).collections,
    ).toEqual(['varmepumper', 'filtre']);
  });

  it('turns a chosen ticket priority into its id, and no choice into none', () => {
    expect(fromFormValues('advanced_tickets', { defaultpriority_id: '4' }).defaultpriority_id).toBe(4);
    expect(fromFormValues('advanced_tickets', { defaultpriority_id: '' }).defaultpriority_id).toBeNull();
  });

  it('turns a chosen warehouse into its id, and no choice into none', () => {
    expect(fromFormValues('warehouse_settings', { defaultwarehouseid: '7' }).defaultwarehouseid).toBe(7);
    expect(fromFormValues('warehouse_settings', { defaultwarehouseid: '' }).defaultwarehouseid).toBeNull();
  });

  it('keeps number options numbers: payment terms and slot minutes', () => {
    expect(fromFormValues('invoice_settings', { defaultpaymentterms: '30' }).defaultpaymentterms).toBe(30);
    expect(fromFormValues('appointment_settings', { slotminutes: 15 }).slotminutes).toBe(15);
  });

  it('reads times the way people type them, on the 24-hour clock', () => {
    expect(['7:30', '0730', '16', '16.15', '07:05'].map(normalizeClock)).toEqual([
      '07:30',
      '07:30',
      '16:00',
      '16:15',
      '07:05',
    ]);
    expect(['25:00', 'kl 8', '7:5'].map(normalizeClock)).toEqual(['25:00', 'kl 8', '7:5']);
  });

  it('finds the record of a settings route, and none for other routes', () => {
    expect(recordKeyOfRoute('settings.rental_settings')).toBe('rental_settings');
    expect(recordKeyOfRoute('settings.product_units')).toBeNull();
    expect(recordKeyOfRoute(undefined)).toBeNull();
  });
});
