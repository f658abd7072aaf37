import type { StoredFile } from '@suite/shared/files/files.schema';
import { api } from '../api';
import type { FileTabKind } from './file-access';

export const fileKeys = {
  all: ['files'] as const,
  record: (moduleUrl: string, recordId: number, kind: FileTabKind) =>
    ['files', moduleUrl, recordId, kind] as const,
};

export const filesApi = {
  list: (moduleUrl: string, recordId: number, kind: FileTabKind) =>
    api
      .post<{
        items: StoredFile[];
      }>('files/list', { moduleUrl, record_id: recordId, ...(kind === 'images' ? { kind: 'image' } : {}) })
      .then((r) => r.items),
  remove: (ids: number[]) => api.del<{ deleted: number[] }>('files', { ids }),
};

/** The link that opens a file in the browser (images, PDFs) or, with download, saves it. */
export function fileUrl(file: StoredFile, opts: { download?: boolean; thumbnail?: boolean } = {}): string {
  let url = file.url;
  if (opts.thumbnail) url += '&thumbnail=true';
  if (opts.download) url += '&download=true';
  return url;
}

/** Opens in the tab: images in the preview dialog, PDFs in a new browser tab; others are downloaded. */
export function previewKind(file: StoredFile): 'image' | 'pdf' | null {
  if (file.kind === 'image' && file.has_thumbnail) return 'image';
  if (file.content_type === 'application/pdf') return 'pdf';
  return null;
}
