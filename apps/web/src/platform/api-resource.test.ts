import { describe, expect, it, vi } from 'vitest';
import { createResource } from './api-resource';

describe('shell data store', () => {
  it('keeps the answer of the last load', async () => {
    const resource = createResource(async () => ({ notificationcount: 3 }));
    await resource.refresh();
    expect(resource.getState()).toEqual({ data: { notificationcount: 3 }, loading: false });
  });

  it('asks the server once when several parts of the page want the same answer at once', async () => {
    const load = vi.fn(async () => 1);
    const resource = createResource(load);
    await Promise.all([resource.refresh(), resource.refresh(), resource.refresh()]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps showing the last answer when a later load fails', async () => {
    let fail = false;
    const resource = createResource(async () => {
      if (fail) throw new Error('offline');
      return 5;
    });
    await resource.refresh();
    fail = true;
    await resource.refresh();
    expect(resource.getState().data).toBe(5);
    expect(resource.getState().error).toBeInstanceOf(Error);
  });

  it('tells listeners when the answer changes', async () => {
    const resource = createResource(async () => 'x');
    const listener = vi.fn();
    const unsubscribe = resource.subscribe(listener);
    await resource.refresh();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    resource.reset();
    expect(listener).not.toHaveBeenCalled();
    expect(resource.getState()).toEqual({ loading: false });
  });
});
