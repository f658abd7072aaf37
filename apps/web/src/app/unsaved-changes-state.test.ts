import { describe, expect, it } from 'vitest';
import { pendingChanges } from './unsaved-changes-state';

describe('unsaved changes', () => {
  it('lets the user leave a page without unsaved changes', () => {
    expect(pendingChanges([], '/customers/1/detail')).toBeNull();
    expect(
      pendingChanges([{ pathname: '/customers/1/detail', dirty: false }], '/customers/1/detail'),
    ).toBeNull();
  });

  it('holds the user on a page with a changed form', () => {
    expect(pendingChanges([{ pathname: '/customers/1/detail', dirty: true }], '/customers/1/detail')).toEqual(
      {
        draftInvoiceId: undefined,
      },
    );
  });

  it('forgets changes registered before the last navigation', () => {
    expect(
      pendingChanges([{ pathname: '/customers/1/detail', dirty: true }], '/customers/1/orders'),
    ).toBeNull();
  });

  it('warns about an unsaved draft invoice even when nothing was typed', () => {
    expect(
      pendingChanges(
        [
          { pathname: '/orders/7/invoice/actions', dirty: true },
          { pathname: '/orders/7/invoice/actions', dirty: false, draftInvoiceId: 42 },
        ],
        '/orders/7/invoice/actions',
      ),
    ).toEqual({ draftInvoiceId: 42 });
  });
});
