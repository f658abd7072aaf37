import { describe, expect, it } from 'vitest';
import { customerListMatch } from './customers-list.logic';

describe('the customer list filters', () => {
  it('shows active customers unless asked otherwise', () => {
    expect(customerListMatch('active', 'all')).toEqual({ isactive: true });
    expect(customerListMatch('inactive', 'all')).toEqual({ isactive: false });
    expect(customerListMatch('all', 'all')).toEqual({});
  });

  it('narrows to customers, suppliers, private customers or favourites', () => {
    expect(customerListMatch('all', 'suppliers')).toEqual({ issupplier: true });
    expect(customerListMatch('active', 'private')).toEqual({ isactive: true, isprivatecustomer: true });
    expect(customerListMatch('all', 'customers')).toEqual({ iscustomer: true });
    expect(customerListMatch('all', 'favourites')).toEqual({ isfavourite: true });
  });
});
