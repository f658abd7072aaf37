// The fill-in screen's logic (spec 02 §3 "Checklist", §5), apart from React so it is tested in node: the answers
// a checklist starts from, which fields show, the data sent back, sums of data grids, the completion errors per
// field, and the autosave with its local copy that survives a dropped connection.
import { parseDate } from '@suite/shared/format/date-format';
import { clockMinutes } from '@suite/shared/settings/hours.rules';
import {
  FIELD,
  completionErrors,
  parseDefaultValue,
  parseJsonObject,
  type CompletionError,
  type CheckpointAnswer,
} from '@suite/shared/checklists/index';

/** The parts of a form property the fill-in screen reads. */
export type FillProperty = {
  id?: number;
  name: string;
  label?: string;
  type: number;
  columns?: number | string;
  default_value?: string | null;
  readonly?: boolean;
  dynamicpanelkey?: string | null;
  panelkey?: string;
  subitems?: {
    value?: string | number;
    label: string;
    islabeleditable?: boolean;
    showastextfield?: boolean;
  }[];
  [attr: string]: unknown;
};
export type FillForm = { id?: number; name?: string; properties: FillProperty[] };

/** spec 02 §5: fields tied to a panel that the form does not have are not shown (nor printed, nor asked for). */
export function visibleProperties(form: FillForm): FillProperty[] {
  const panels = new Set(
    form.properties.filter((p) => p.type === FIELD.panel).map((p) => p.panelkey || p.name),
  );
  return form.properties.filter((p) => !p.dynamicpanelkey || panels.has(p.dynamicpanelkey));
}

/** A checkpoint group's value with one answer per checkpoint of the form, in the form's order. */
export function checkpointValue(
  property: FillProperty,
  value: unknown,
): { subitems: CheckpointAnswer[]; mainlabel?: string } {
  const v = (value && typeof value === 'object' ? value : {}) as {
    subitems?: unknown;
    mainlabel?: string;
  };
  const given = Array.isArray(v.subitems) ? (v.subitems as Partial<CheckpointAnswer>[]) : [];
  const subitems = (property.subitems ?? []).map((_, i) => {
    const s = given[i] && typeof given[i] === 'object' ? given[i] : {};
    const radio = Number(s.radioBoxValue);
    return { ...s, radioBoxValue: Number.isInteger(radio) && radio >= 0 && radio <= 3 ? radio : 0 };
  });
  return v.mainlabel === undefined ? { subitems } : { subitems, mainlabel: v.mainlabel };
}

/**
 * The answers the screen starts from: the stored data (a JSON string; invalid JSON reads as {}, spec 02 §5), and
 * for a field without a stored answer its default value (JSON, or plain text for a text field).
 */
export function initialAnswers(form: FillForm, stored: unknown): Record<string, unknown> {
  const data = { ...parseJsonObject(stored) };
  for (const p of form.properties) {
    if (!(p.name in data)) {
      const def = parseDefaultValue(p.default_value ?? null);
      if (def !== undefined) data[p.name] = def;
    }
    if (p.type === FIELD.checkpoints || p.type === FIELD.checkpointblock) {
      data[p.name] = checkpointValue(p, data[p.name]);
    }
  }
  return data;
}

/** The answers with one field's answer replaced (a new object: the screen re-renders only that field). */
export function withAnswer(
  data: Record<string, unknown>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  return { ...data, [name]: value };
}

/** A checkpoint group's answers with one checkpoint's answer changed. */
export function withCheckpoint(
  property: FillProperty,
  value: unknown,
  index: number,
  patch: Partial<CheckpointAnswer>,
) {
  const current = checkpointValue(property, value);
  const subitems = current.subitems.map((s, i) => (i === index ? { ...s, ...patch } : s));
  return { ...current, subitems };
}

/** The body of PUT checklists/{id}: the answers as a JSON string (spec 02 §7) with the version read. */
export function saveBody(data: Record<string, unknown>, version: number): { data: string; version: number } {
  return { data: JSON.stringify(data), version };
}

/**
 * A number as reports read it (spec 02 §5): spaces stripped, comma to dot; NaN when it is no number. Used for
 * the sums of data grids (18, 28).
 */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const text = value.replace(/\s+/g, '').replace(',', '.');
  return text === '' ? NaN : Number(text);
}

/** The sum of a data grid's column over its rows, to 2 decimals (0 when nothing is filled). */
export function columnSum(rows: readonly Record<string, unknown>[], column: string): number {
  let sum = 0;
  for (const row of rows) {
    const n = readNumber(row?.[column]);
    if (Number.isFinite(n)) sum += n;
  }
  return Math.round(sum * 100) / 100;
}

/**
 * Completion errors by field name (the shared completionErrors, spec 02 §5): a radio's name, and for a
 * checkpoint group its name with the set of checkpoint indexes that stop completion.
 */
export function completionByField(
  form: FillForm,
  data: unknown,
): { errors: CompletionError[]; fields: Map<string, { message: string; subitems: Set<number> }> } {
  const errors = completionErrors(form, data);
  return { errors, fields: errorFields(errors) };
}

/** The server's field errors of a refused completion (`name` or `name.subitems.N`) by field. */
export function errorFields(
  errors: readonly { field: string; message: string }[],
): Map<string, { message: string; subitems: Set<number> }> {
  const fields = new Map<string, { message: string; subitems: Set<number> }>();
  for (const e of errors) {
    const m = /^(.*)\.subitems\.(\d+)$/.exec(e.field);
    const name = m ? m[1]! : e.field;
    const entry = fields.get(name) ?? { message: e.message, subitems: new Set<number>() };
    if (m) entry.subitems.add(Number(m[2]));
    fields.set(name, entry);
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Answers not yet sent: kept in localStorage per checklist, so a dropped connection (or a closed tab) loses
// nothing typed; sent when the connection is back.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  readonly length?: number;
  key?: (index: number) => string | null;
};

export type PendingAnswers = {
  checklistId: number;
  data: Record<string, unknown>;
  version: number;
  at: number;
};

const PREFIX = 'checklist-pending:';

export function createPendingStore(storage: KeyValueStorage | null | undefined) {
  const key = (id: number) => `${PREFIX}${id}`;
  return {
    keep(entry: PendingAnswers) {
      try {
        storage?.setItem(key(entry.checklistId), JSON.stringify(entry));
      } catch {
        // A full storage: the answers stay in memory and are still sent when possible.
      }
    },
    get(checklistId: number): PendingAnswers | null {
      try {
        const raw = storage?.getItem(key(checklistId));
        if (!raw) return null;
        const v = JSON.parse(raw) as PendingAnswers;
        return v && typeof v === 'object' && v.data && typeof v.data === 'object' ? v : null;
      } catch {
        return null;
      }
    },
    clear(checklistId: number) {
      storage?.removeItem(key(checklistId));
    },
    /** Ids of every checklist with answers waiting (sent when the app is online again). */
    ids(): number[] {
      const out: number[] = [];
      const n = storage?.length ?? 0;
      for (let i = 0; i < n; i++) {
        const k = storage?.key?.(i);
        if (k?.startsWith(PREFIX)) out.push(Number(k.slice(PREFIX.length)));
      }
      return out.filter((id) => Number.isInteger(id));
    },
  };
}
export type PendingStore = ReturnType<typeof createPendingStore>;

export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

export type AutosaverDeps = {
  checklistId: number;
  version: number;
  store: PendingStore;
  /** PUT checklists/{id}; answers the new version. Rejects with {status} (0: no answer). */
  save(body: { data: string; version: number }): Promise<{ version: number }>;
  isOnline(): boolean;
  onState(state: SaveState, version: number): void;
  delayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/**
 * Debounced autosave: each change is kept locally at once and sent after a pause in typing (PUT with the
 * version read; the answer's version is used next). Without a connection the answers wait in the local store
 * ('offline') and go when `online()` is called. A stale version (412) stops saving ('conflict'): the user
 * reloads; the local copy stays until then.
 */
export function createAutosaver(deps: AutosaverDeps) {
  const delay = deps.delayMs ?? 800;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let version = deps.version;
  let latest: Record<string, unknown> | null = null;
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let state: SaveState = 'saved';
  const set = (s: SaveState) => {
    state = s;
    deps.onState(s, version);
  };

  async function send(): Promise<void> {
    if (stopped || !latest) return;
    if (!deps.isOnline()) {
      set('offline');
      return;
    }
    const data = latest;
    set('saving');
    try {
      const answer = await deps.save(saveBody(data, version));
      version = answer.version;
      if (latest === data) {
        latest = null;
        deps.store.clear(deps.checklistId);
        set('saved');
      } else {
        // Typed on while this went: keep the newer answers with the new version and send them too.
        deps.store.keep({ checklistId: deps.checklistId, data: latest!, version, at: Date.now() });
        set('pending');
        schedule();
      }
    } catch (error) {
      const status = (error as { status?: number })?.status;
      if (status === 412) {
        stopped = true;
        set('conflict');
      } else if (status === 0 || status === undefined || !deps.isOnline()) {
        set('offline');
      } else {
        set('error');
      }
    }
  }

  function flush(): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (inFlight) return inFlight.then(() => (latest && state !== 'saving' ? flush() : undefined));
    inFlight = send().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, delay);
  }

  return {
    change(data: Record<string, unknown>) {
      if (stopped) return;
      latest = data;
      deps.store.keep({ checklistId: deps.checklistId, data, version, at: Date.now() });
      if (state !== 'offline' || deps.isOnline()) set('pending');
      schedule();
    },
    /** Sends what waits now (before completing, on leaving the screen, when the connection is back). */
    flush,
    online() {
      if (latest) return flush();
      return Promise.resolve();
    },
    /** Answers kept from an earlier visit (sent with the version they were typed on). */
    resume(pending: PendingAnswers) {
      latest = pending.data;
      version = Math.max(version, pending.version);
      set('pending');
      return flush();
    },
    get version() {
      return version;
    },
    setVersion(v: number) {
      version = v;
    },
    get state() {
      return state;
    },
    hasUnsent: () => latest !== null,
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
    },
  };
}
export type Autosaver = ReturnType<typeof createAutosaver>;

/** '2026-11-25' or '07:30' from what was typed; null when it is neither. */
export function parseTyped(kind: 'date' | 'time', text: string): string | null {
  if (kind === 'date') return parseDate(text);
  const t = text.trim().replace('.', ':');
  const padded = /^\d:\d{2}$/.test(t) ? `0${t}` : t;
  return Number.isNaN(clockMinutes(padded)) ? null : padded;
}
