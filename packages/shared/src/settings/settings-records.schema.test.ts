import { describe, expect, it } from 'vitest';
import { createSchema } from '../resources/define-resource';
import { bankaccountsResource } from './finance.resources';
import {
  generalSettingsSchema,
  invoiceSettingsSchema,
  rentalSettingsSchema,
  SETTINGS_RECORDS,
  settingsRecordPatchSchema,
  smsSettingsSchema,
  taskConfigurationSchema,
} from './settings-records.schema';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('settings records', () => {
  it('start a new company with usable defaults for every record', () => {
    for (const { schema } of Object.values(SETTINGS_RECORDS)) expect(schema.safeParse({}).success).toBe(true);
    expect(invoiceSettingsSchema.parse({})).toMatchObject({
      defaultpaymentterms: 14,
      usekid: true,
      reminderfee: 35,
    });
    expect(smsSettingsSchema.parse({})).toMatchObject({ maxsmscount: 5, countrycode: '+47' });
    expect(rentalSettingsSchema.parse({}).priceperiods).toEqual(['day', 'week', 'month']);
  });

  it('stores a bank account number as its 11 digits and refuses a wrong check digit', () => {
    const schema = createSchema(bankaccountsResource);
    const good = { name: 'Driftskonto', accountnumber: '8601.11.17947', currency: 'NOK' };
    expect(schema.parse(good).accountnumber).toBe('86011117947');
    expect(messages(schema.safeParse({ ...good, accountnumber: '8601.11.17948' }))).toEqual({
      accountnumber: 'invalidData',
    });
  });

  it('refuses payment terms that are not among the spec days, and a bad IBAN', () => {
    expect(messages(invoiceSettingsSchema.safeParse({ defaultpaymentterms: 21 }))).toEqual({
      defaultpaymentterms: 'invalidData',
    });
    const schema = createSchema(bankaccountsResource);
    const account = { name: 'Driftskonto', accountnumber: '86011117947', currency: 'NOK' };
    expect(messages(schema.safeParse({ ...account, iban: 'NO00 1234', bic: 'DNB' }))).toEqual({
      iban: 'invalidData',
      bic: 'invalidData',
    });
    expect(schema.parse({ ...account, iban: 'no93 8601 1117 947', bic: 'dnbanokk' })).toMatchObject({
      iban: 'NO9386011117947',
      bic: 'DNBANOKK',
    });
  });

  it('checks the integration connections: SharePoint address and ids, Shopify shop and collections', () => {
    expect(
      messages(
        SETTINGS_RECORDS.sharepoint.schema.safeParse({
          siteurl: 'http://example.com',
          tenantid: 'not-a-guid',
        }),
      ),
    ).toEqual({ siteurl: 'invalidData', tenantid: 'invalidData' });
    expect(
      SETTINGS_RECORDS.sharepoint.schema.safeParse({
        siteurl: 'https://demoservice.sharepoint.com/sites/Dokumenter',
        tenantid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      }).success,
    ).toBe(true);
    expect(
      messages(
        SETTINGS_RECORDS.shopify_collections.schema.safeParse({
          shopdomain: 'demo.shopify.com',
          collections: ['varmepumper', 'Bad Handle'],
        }),
      ),
    ).toEqual({ shopdomain: 'invalidData', 'collections.1': 'invalidData' });
  });

  it('lets a secret be cleared with null in a change, and nothing else', () => {
    const patch = settingsRecordPatchSchema('clicksend_configuration');
    expect(patch.safeParse({ apikey: null, version: 1 }).success).toBe(true);
    expect(patch.safeParse({ username: null, version: 1 }).success).toBe(false);
    expect(messages(patch.safeParse({ apikeyy: 'x', version: 1 }))).toEqual({
      '': 'Unrecognized key: "apikeyy"',
    });
  });

  it('limits the SMS sender name to 11 letters and digits, and the SMS count to 1 to 5', () => {
    expect(messages(smsSettingsSchema.safeParse({ sendername: 'Demo Service AS' }))).toEqual({
      sendername: 'maxCharacters|max=11',
    });
    expect(messages(smsSettingsSchema.safeParse({ sendername: 'Démo' }))).toEqual({
      sendername: 'invalidData',
    });
    expect(messages(smsSettingsSchema.safeParse({ maxsmscount: 6 }))).toEqual({
      maxsmscount: 'invalidNumber',
    });
  });

  it('refuses a working day that ends before it starts', () => {
    expect(messages(generalSettingsSchema.safeParse({ workdaystart: '16:00', workdayend: '08:00' }))).toEqual(
      {
        workdayend: 'invalidData',
      },
    );
  });

  it('needs the default rental period to be one of the offered periods', () => {
    expect(
      messages(rentalSettingsSchema.safeParse({ priceperiods: ['week'], defaultpriceperiod: 'day' })),
    ).toEqual({ defaultpriceperiod: 'invalidData' });
  });

  it('takes a partial save with the version read, and refuses unknown fields', () => {
    const patch = settingsRecordPatchSchema('sms_settings');
    expect(patch.safeParse({ signature: 'Hilsen Demo', version: 3 }).success).toBe(true);
    expect(messages(patch.safeParse({ nosuch: 1, version: 3 }))).toEqual({ '': expect.any(String) });
    expect(patch.safeParse({ signature: 'x' }).success).toBe(false);
  });

  it('starts tasks with a week to the deadline, a reminder the day before, closed by assignee or creator', () => {
    expect(taskConfigurationSchema.parse({})).toMatchObject({
      defaulttasktypeid: null,
      defaultduedays: 7,
      reminderdaysbefore: 1,
      remindertime: '08:00',
      whomayclose: 'assignee_or_creator',
      setcompleteddate: true,
    });
  });

  it('refuses a task reminder further ahead than the deadline, unless reminders are off or no deadline', () => {
    expect(messages(taskConfigurationSchema.safeParse({ defaultduedays: 2, reminderdaysbefore: 3 }))).toEqual(
      {
        reminderdaysbefore: 'invalidNumber',
      },
    );
    const fine = [
      { defaultduedays: 2, reminderdaysbefore: 3, sendreminder: false },
      { defaultduedays: 0, reminderdaysbefore: 3 },
    ];
    for (const v of fine) expect(taskConfigurationSchema.safeParse(v).success).toBe(true);
    expect(
      messages(taskConfigurationSchema.safeParse({ whomayclose: 'nobody', defaulttasktypeid: 0 })),
    ).toEqual({
      whomayclose: 'invalidData',
      defaulttasktypeid: 'invalidNumber',
    });
  });
});
