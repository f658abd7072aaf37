import type pg from 'pg';

// The COMMIT of a read-only tenant transaction on PostgreSQL travels with the next use of its connection
// (issue 3 "Speed at scale"; db/tenant.ts). A read-only transaction has nothing to lose at COMMIT, so the answer
// goes out first and the connection returns to the pool still inside the transaction. Whoever takes the
// connection next (a tenant transaction, drizzle's platform transaction, a plain pool query) gets the COMMIT
// written ahead of its own first statement, in the same socket write (the 'acquire' hook below); a connection
// nobody takes commits on its own after DEFERRED_COMMIT_MS.

/** How long an unused connection may stay inside a finished read-only transaction. */
export const DEFERRED_COMMIT_MS = 20;

const pending = new WeakMap<pg.PoolClient, NodeJS.Timeout>();

/** Called with a connection whose read-only transaction is finished, just before it goes back to the pool. */
export function deferCommit(client: pg.PoolClient): void {
  const timer = setTimeout(() => {
    pending.delete(client);
    client.query('commit').catch(() => {});
  }, DEFERRED_COMMIT_MS);
  timer.unref();
  pending.set(client, timer);
}

/**
 * The pool's 'acquire' hook: a connection handed out with a COMMIT pending sends it first. The socket is corked
 * until the end of this turn of the event loop, so the COMMIT and the new owner's first statements (pipeline
 * mode) leave in one write.
 */
export function settleDeferredCommit(client: pg.PoolClient): void {
  const timer = pending.get(client);
  if (!timer) return;
  clearTimeout(timer);
  pending.delete(client);
  corkUntilNextTurn(client);
  client.query('commit').catch(() => {});
}

/**
 * Holds the connection's socket writes until the end of this turn of the event loop, so the statements queued
 * meanwhile (pipeline mode) leave in one write. Corks nest: each call uncorks once.
 */
export function corkUntilNextTurn(client: pg.PoolClient): void {
  const stream = (client as unknown as { connection?: { stream?: { cork(): void; uncork(): void } } })
    .connection?.stream;
  if (!stream) return;
  stream.cork();
  setImmediate(() => stream.uncork());
}
