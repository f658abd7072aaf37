// spec 01 §8: a screen whose code fails to load (120 s time-out, load error or missing part) shows a
// 'chunk load failed' error; a failed style sheet raises a separate CSS chunk error. Neither is reported
// to error reporting: they are network trouble or a deployment in progress, not bugs.
import { SCREEN_LOAD_TIMEOUT_MS } from './constants';

export type ChunkErrorKind = 'script' | 'css' | 'timeout';

export class ChunkLoadError extends Error {
  readonly kind: ChunkErrorKind;

  constructor(kind: ChunkErrorKind, cause?: unknown) {
    super(`Screen failed to load (${kind})`, { cause });
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

// Vite rejects a dynamic import with "Unable to preload CSS for ..." when a style sheet fails.
function kindOf(error: unknown): ChunkErrorKind {
  const message = error instanceof Error ? error.message : String(error);
  return /preload CSS|\.css/i.test(message) ? 'css' : 'script';
}

/** Rejects with a ChunkLoadError when the load fails or takes longer than timeoutMs. */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = SCREEN_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        if (value === undefined || value === null) reject(new ChunkLoadError('script'));
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(kindOf(error), error));
      },
    );
  });
}
