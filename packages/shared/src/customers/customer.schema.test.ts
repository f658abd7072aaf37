import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  contactCreateSchema,
  customerCreateSchema,
  customerUpdateSchema,
  syncCustomerType,
} from './customer.schema';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the customer form rules', () => {
  it('stores an organisation number typed with spaces as its 9 digits', () => {
    const r = customerCreateSchema.safeParse({ name: 'Fjord AS', organizationnumber: '923 609 016' });
    expect(r.data?.organizationnumber).toBe('923609016');
  });

  it('refuses an organisation number whose MOD11 check digit is wrong', () => {
    expect(errorsOf(customerCreateSchema.safeParse({ name: 'X', organizationnumber: '923609017' }))).toEqual({
      organizationnumber: 'invalidOrganizationNumber',
    });
  });

  it('reads an empty optional field as cleared', () => {
    const r = customerCreateSchema.safeParse({
      name: 'X',
      email: '',
      organizationnumber: '  ',
      paymentterms: '',
    });
    expect(r.data).toMatchObject({ email: null, organizationnumber: null, paymentterms: null });
  });

  it('accepts only the payment terms of the allowed day list', () => {
    expect(customerCreateSchema.safeParse({ name: 'X', paymentterms: '30' }).data?.paymentterms).toBe(30);
    for (const days of [31, 1, -5, '14 dager']) {
      expect(errorsOf(customerCreateSchema.safeParse({ name: 'X', paymentterms: days }))).toEqual({
        paymentterms: 'invalidData',
      });
    }
  });

  it('takes discount rates from 0 to 100 with a decimal comma', () => {
    expect(customerCreateSchema.safeParse({ name: 'X', discounthours: '12,5' }).data?.discounthours).toBe(
      12.5,
    );
    expect(errorsOf(customerCreateSchema.safeParse({ name: 'X', discountbelts: 100.5 }))).toEqual({
      discountbelts: 'outOfRange|min=0|max=100',
    });
  });

  it('checks e-mail and phone formats and refuses the derived city and unknown fields', () => {
    expect(
      errorsOf(
        customerCreateSchema.safeParse({ name: 'X', email: 'x@', phone: '12', notificationemail: 'a b' }),
      ),
    ).toEqual({ email: 'invalidEmail', phone: 'invalidMobileno', notificationemail: 'invalidEmail' });
    expect(customerCreateSchema.safeParse({ name: 'X', city: 'Oslo' }).success).toBe(false);
    expect(customerCreateSchema.safeParse({ name: 'X', shoesize: 42 }).success).toBe(false);
  });

  it('needs the version on an update but no other field', () => {
    expect(customerUpdateSchema.safeParse({ version: 3 }).success).toBe(true);
    expect(errorsOf(customerUpdateSchema.safeParse({ name: 'X' }))).toEqual({ version: 'required' });
  });

  it('keeps customer type and private flag in step, whichever is given', () => {
    expect(syncCustomerType({ customertype: 'private' })).toEqual({
      customertype: 'private',
      isprivatecustomer: true,
    });
    expect(syncCustomerType({ isprivatecustomer: false })).toEqual({
      customertype: 'customer',
      isprivatecustomer: false,
    });
    expect(syncCustomerType({ name: 'X' })).toEqual({ name: 'X' });
  });
});

describe("the customer's bank account and website", () => {
  it('checks the bank account with MOD11, as the bank settings do, and the website as a web address', () => {
    const ok = customerCreateSchema.safeParse({
      name: 'A',
      accountnumber: '1234.56.78903',
      website: 'www.firma.no',
    });
    expect(ok.success, JSON.stringify(ok.error?.issues)).toBe(true);
    expect(ok.data).toMatchObject({ accountnumber: '12345678903' });
    const bad = customerCreateSchema.safeParse({ name: 'A', accountnumber: '12345678904', website: 'firma' });
    expect(errorsOf(bad)).toEqual({ accountnumber: 'invalidData', website: 'invalidUrl' });
    expect(customerCreateSchema.safeParse({ name: 'A', website: 'https://firma.no/kontakt' }).success).toBe(
      true,
    );
  });
});

describe('the address rules', () => {
  it('accepts the five address types and coordinates with a decimal comma', () => {
    const r = addressSchema.safeParse({
      addresstype: '2',
      zip: '0150',
      latitude: '59,9139',
      longitude: '10,7522',
    });
    expect(r.data).toMatchObject({ addresstype: 2, latitude: 59.9139, longitude: 10.7522 });
  });

  it('refuses an address type outside 1-5, coordinates out of range and a bad postal code', () => {
    expect(
      errorsOf(addressSchema.safeParse({ addresstype: 6, latitude: -90.1, longitude: 180.01, zip: '123' })),
    ).toEqual({
      addresstype: 'invalidData',
      latitude: 'outOfRange|min=-90|max=90',
      longitude: 'outOfRange|min=-180|max=180',
      zip: 'invalidPostalCode',
    });
  });

  it('refuses an address with nothing but the preset country, naming the street', () => {
    expect(errorsOf(addressSchema.safeParse({ addresstype: 2, street: ' ', country: 'Norge' }))).toEqual({
      street: 'addressEmpty',
    });
    expect(addressSchema.safeParse({ addresstype: 2, city: 'Oslo', country: 'Norge' }).success).toBe(true);
  });
});

describe('the contact rules', () => {
  it('needs a first name and checks e-mail and phone numbers', () => {
    expect(
      errorsOf(contactCreateSchema.safeParse({ firstname: ' ', email: 'nei', telephone: 'abc' })),
    ).toEqual({
      firstname: 'required',
      email: 'invalidEmail',
      telephone: 'invalidMobileno',
    });
  });
});
