import { describe, expect, it } from 'vitest';
import {
  columnSum,
  completionByField,
  createAutosaver,
  createPendingStore,
  errorFields,
  initialAnswers,
  saveBody,
  visibleProperties,
  withCheckpoint,
  type FillForm,
  type SaveState,
} from './fill.logic';
import { parseTyped } from './fill.logic';

const form: FillForm = {
  properties: [
    { name: 'note', type: 1, default_value: 'N/A' },
    { name: 'ok', type: 4, options: [{ value: 'yes', label: 'Ja' }] },
    { name: 'points', type: 20, subitems: [{ label: 'A' }, { label: 'B' }] },
    { name: 'ghost', type: 1, dynamicpanelkey: 'missing' },
    { name: 'extra', type: 5, default_value: '{"broken' },
  ],
};

class MemoryStorage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('answers the screen starts from', () => {
  it('stored answers first, defaults for the rest, one checkpoint answer per checkpoint (0 unanswered)', () => {
    const data = initialAnswers(
      form,
      JSON.stringify({ ok: 'yes', points: { subitems: [{ radioBoxValue: 2 }] } }),
    );
    expect(data.note).toBe('N/A');
    expect(data.ok).toBe('yes');
    expect(data.points).toEqual({ subitems: [{ radioBoxValue: 2 }, { radioBoxValue: 0 }] });
    // Invalid JSON as a default is its text (a plain text default), never a crash.
    expect(data.extra).toBe('{"broken');
  });
  it('invalid stored JSON reads as {} (spec 02 §5)', () => {
    expect(initialAnswers({ properties: [{ name: 'a', type: 1 }] }, '{not json')).toEqual({});
  });
  it('fields of a missing panel are not shown', () => {
    expect(visibleProperties(form).map((p) => p.name)).toEqual(['note', 'ok', 'points', 'extra']);
  });
  it('a checkpoint answer changes only its own checkpoint', () => {
    const v = withCheckpoint(form.properties[2]!, undefined, 1, { radioBoxValue: 3, comments: 'rust' });
    expect(v.subitems).toEqual([{ radioBoxValue: 0 }, { radioBoxValue: 3, comments: 'rust' }]);
  });
  it('the PUT body carries the answers as a JSON string with the version', () => {
    expect(saveBody({ a: 1 }, 4)).toEqual({ data: '{"a":1}', version: 4 });
  });
});

describe('data grid sums', () => {
  it('reads numbers with spaces and decimal comma, to 2 decimals', () => {
    expect(columnSum([{ c: '1 000,5' }, { c: '2.255' }, { c: '' }, { c: 'x' }], 'c')).toBe(1002.76);
  });
});

describe('completion errors by field', () => {
  it('marks the unanswered radio and the checkpoint with a defect', () => {
    const data = initialAnswers(form, { points: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 3 }] } });
    const { errors, fields } = completionByField(form, data);
    expect(errors).toHaveLength(2);
    expect(fields.get('ok')?.message).toBe('checklistRadioUnanswered');
    expect([...fields.get('points')!.subitems]).toEqual([1]);
  });
  it("reads the server's refusal the same way", () => {
    const fields = errorFields([{ field: 'points.subitems.0', message: 'checklistCheckpointDefect' }]);
    expect([...fields.get('points')!.subitems]).toEqual([0]);
  });
});

function harness(opts: { online?: boolean; fail?: number } = {}) {
  let online = opts.online ?? true;
  const storage = new MemoryStorage();
  const store = createPendingStore(storage);
  const sent: { data: string; version: number }[] = [];
  const states: SaveState[] = [];
  const timers: (() => void)[] = [];
  let failWith = opts.fail;
  let serverVersion = 1;
  const saver = createAutosaver({
    checklistId: 7,
    version: 1,
    store,
    isOnline: () => online,
    onState: (s) => states.push(s),
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
    save: async (body) => {
      if (failWith !== undefined) {
        const status = failWith;
        throw Object.assign(new Error('x'), { status });
      }
      if (body.version !== serverVersion) throw Object.assign(new Error('stale'), { status: 412 });
      sent.push(body);
      serverVersion += 1;
      return { version: serverVersion };
    },
  });
  return {
    saver,
    store,
    storage,
    sent,
    states,
    tick: async () => {
      const fns = timers.splice(0);
      for (const fn of fns) fn();
      await new Promise((r) => setTimeout(r, 0));
    },
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    heal: () => (failWith = undefined),
  };
}

describe('autosave with the local copy', () => {
  it('sends the last answers after the pause with the version, and the next with the new version', async () => {
    const h = harness();
    h.saver.change({ a: 1 });
    h.saver.change({ a: 12 });
    await h.tick();
    expect(h.sent).toEqual([{ data: '{"a":12}', version: 1 }]);
    h.saver.change({ a: 123 });
    await h.tick();
    expect(h.sent[1]).toEqual({ data: '{"a":123}', version: 2 });
    expect(h.store.get(7)).toBeNull();
    expect(h.states.at(-1)).toBe('saved');
  });

  it('without a connection keeps the answers locally and sends them when the connection is back', async () => {
    const h = harness({ online: false });
    h.saver.change({ a: 'typed offline' });
    await h.tick();
    expect(h.sent).toEqual([]);
    expect(h.states.at(-1)).toBe('offline');
    expect(h.store.get(7)?.data).toEqual({ a: 'typed offline' });
    h.goOnline();
    await h.saver.online();
    expect(h.sent).toEqual([{ data: '{"a":"typed offline"}', version: 1 }]);
    expect(h.store.get(7)).toBeNull();
  });

  it('a call that gets no answer (status 0) leaves the answers waiting, not lost', async () => {
    const h = harness({ fail: 0 });
    h.saver.change({ a: 1 });
    await h.tick();
    expect(h.states.at(-1)).toBe('offline');
    expect(h.store.get(7)?.data).toEqual({ a: 1 });
    h.heal();
    await h.saver.online();
    expect(h.sent).toHaveLength(1);
    expect(h.store.get(7)).toBeNull();
  });

  it('a stale version (412) stops saving and keeps the local copy', async () => {
    const h = harness({ fail: 412 });
    h.saver.change({ a: 1 });
    await h.tick();
    expect(h.states.at(-1)).toBe('conflict');
    h.saver.change({ a: 2 });
    expect(h.store.get(7)?.data).toEqual({ a: 1 });
  });

  it('answers left from an earlier visit are sent on resume', async () => {
    const h = harness();
    h.store.keep({ checklistId: 7, data: { a: 'left' }, version: 1, at: 1 });
    expect(h.store.ids()).toEqual([7]);
    const pending = h.store.get(7)!;
    await h.saver.resume(pending);
    expect(h.sent).toEqual([{ data: '{"a":"left"}', version: 1 }]);
  });

  it('reads a typed date as DD.MM.YYYY and a time as HH:mm, nothing else', () => {
    expect(parseTyped('date', '25.11.2026')).toBe('2026-11-25');
    expect(parseTyped('date', '31.02.2026')).toBeNull();
    expect(parseTyped('date', '11/25/2026')).toBeNull();
    expect(parseTyped('time', '7:30')).toBe('07:30');
    expect(parseTyped('time', '07.30')).toBe('07:30');
    expect(parseTyped('time', '24:00')).toBeNull();
  });
});
