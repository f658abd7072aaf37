import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_CAP } from '@suite/shared';
import { customers } from '../../modules/customers/customers.table';
import { products } from '../../modules/products/products.table';
import type { Ctx } from '../request-context';
import { CAPPED_TOTAL_MS, cappedTotal, forgetCappedTotals } from './resource.service';

const ctxOf = (tenantId: number) => ({ user: { tenantId } }) as unknown as Ctx;

/** A counter that answers n and remembers how often it was asked. */
function counter(n: number) {
  const count = vi.fn(async () => n);
  return count;
}

describe('the capped list total', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts a list below the cap on every call, so a new row shows in the total at once', async () => {
    const count = counter(42);
    expect(await cappedTotal(ctxOf(901), customers, 'small', count)).toEqual({ total: 42 });
    expect(await cappedTotal(ctxOf(901), customers, 'small', count)).toEqual({ total: 42 });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("answers '10 000+' beyond the cap and does not count again for a few seconds", async () => {
    const count = counter(COUNT_CAP + 1);
    const capped = { total: COUNT_CAP, totalcapped: true };
    expect(await cappedTotal(ctxOf(902), customers, 'big', count)).toEqual(capped);
    expect(await cappedTotal(ctxOf(902), customers, 'big', count)).toEqual(capped);
    expect(count).toHaveBeenCalledTimes(1);
    // Another filter, table or tenant is counted on its own.
    await cappedTotal(ctxOf(902), customers, 'other filter', count);
    await cappedTotal(ctxOf(902), products, 'big', count);
    await cappedTotal(ctxOf(903), customers, 'big', count);
    expect(count).toHaveBeenCalledTimes(4);
    // After the time is up it counts again.
    const later = performance.now() + CAPPED_TOTAL_MS + 1;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    expect(await cappedTotal(ctxOf(902), customers, 'big', count)).toEqual(capped);
    expect(count).toHaveBeenCalledTimes(5);
  });

  it("counts again once the tenant's rows of that table changed", async () => {
    const count = counter(COUNT_CAP + 1);
    await cappedTotal(ctxOf(904), customers, 'big', count);
    await cappedTotal(ctxOf(905), customers, 'big', count);
    forgetCappedTotals(904, customers);
    await cappedTotal(ctxOf(904), customers, 'big', count);
    await cappedTotal(ctxOf(905), customers, 'big', count);
    expect(count).toHaveBeenCalledTimes(3);
  });
});
