import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithTimeout } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('screen loading', () => {
  it('shows the screen when its code arrives in time', async () => {
    await expect(loadWithTimeout(async () => 'LoginPage', 1000)).resolves.toBe('LoginPage');
  });

  it('gives up with a chunk-load error after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<string>(() => undefined));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('timeout');
  });

  it('reports a failed download as a chunk-load error', async () => {
    const error = await loadWithTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', kind: 'script' });
  });

  it('tells a failed style sheet apart from failed code', async () => {
    const error = await loadWithTimeout(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/Page-1a2b.css')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'css' });
  });

  it('treats a module without the expected page as a missing part', async () => {
    const error = await loadWithTimeout(async () => undefined).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'script' });
  });
});
