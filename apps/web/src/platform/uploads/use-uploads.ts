import type { StoredFile } from '@suite/shared/files/files.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api';
import { uploadFile } from './upload-client';

/** spec 01 §3 "Upload item": file, fileId, uploaded, progress; plus what the panel shows of it. */
export type UploadItem = {
  key: number;
  file: File;
  sent: number;
  status: 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';
  /** A translation key of the refusal (fileSizeOverLimit ...) or free text. */
  error?: string;
};

let nextKey = 1;

/**
 * The uploads of one tab, one file after the other (the server's disk and the user's line are shared). While any
 * runs, leaving the page asks first (spec 01 §8 "Leaving while uploads run").
 */
export function useUploads(opts: {
  moduleUrl: string;
  recordId: number;
  maxBytes: number;
  onUploaded: (file: StoredFile) => void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<UploadItem[]>([]);
  const running = useRef(false);
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let item = queue.current.shift(); item; item = queue.current.shift()) {
        const { moduleUrl, recordId, maxBytes, onUploaded } = latest.current;
        if (item.file.size > maxBytes) {
          patch(item.key, { status: 'failed', error: 'fileSizeOverLimit' });
          continue;
        }
        const key = item.key;
        patch(key, { status: 'uploading', sent: 0, error: undefined });
        try {
          const stored = await uploadFile({
            moduleUrl,
            recordId,
            file: item.file,
            onProgress: (p) => patch(key, { sent: p.sent, status: p.retrying ? 'retrying' : 'uploading' }),
          });
          patch(key, { status: 'done', sent: item.file.size });
          onUploaded(stored);
        } catch (error) {
          const message = isApiError(error)
            ? (error.problem.errors?.[0]?.message ?? error.problem.detail ?? error.message)
            : String(error);
          patch(key, { status: 'failed', error: message });
        }
      }
    } finally {
      running.current = false;
    }
  }, [patch]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map<UploadItem>((file) => ({ key: nextKey++, file, sent: 0, status: 'waiting' }));
      setItems((list) => [...list, ...added]);
      queue.current.push(...added);
      void pump();
    },
    [pump],
  );

  const retry = useCallback(
    (key: number) => {
      const item = items.find((i) => i.key === key);
      if (!item) return;
      patch(key, { status: 'waiting', error: undefined, sent: 0 });
      queue.current.push(item);
      void pump();
    },
    [items, patch, pump],
  );

  const dismiss = useCallback((key: number) => setItems((list) => list.filter((i) => i.key !== key)), []);

  const busy = items.some(
    (i) => i.status === 'waiting' || i.status === 'uploading' || i.status === 'retrying',
  );
  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show the warning.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { items, add, retry, dismiss, busy };
}
