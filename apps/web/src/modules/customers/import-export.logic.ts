// Pure helpers of the import and export buttons (issue 3 "Import from and export to XLSX and CSV").
import { isApiError } from '../../platform/api';

export type ImportRowError = { row: number; field: string; message: string };

/** The per-row errors of a refused import (problem+json errors with a row number), or null for another failure. */
export function importErrorsOf(error: unknown): ImportRowError[] | null {
  if (!isApiError(error) || error.status !== 400 || error.problem.detail !== 'importFailed') return null;
  return (error.problem.errors ?? []).map((e) => {
    const row = (e as { row?: unknown }).row;
    return { row: typeof row === 'number' ? row : 0, field: e.field, message: e.message };
  });
}

/** What the list shows: the export writes the same rows (issue 12). */
export type ExportFilter = {
  search?: string;
  match?: Record<string, unknown>;
  sort?: Record<string, 1 | -1>;
};

/**
 * The export link of a resource: a plain GET, so the browser downloads the file itself. With the list's search,
 * filters and order, the file holds the rows the list shows.
 */
export function exportUrl(
  resource: string,
  format: 'xlsx' | 'csv',
  language: string,
  filter: ExportFilter = {},
): string {
  const params = new URLSearchParams({ format, language });
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.match && Object.keys(filter.match).length) params.set('match', JSON.stringify(filter.match));
  if (filter.sort && Object.keys(filter.sort).length) params.set('sort', JSON.stringify(filter.sort));
  return `/api/${resource}/export?${params.toString()}`;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'Importert: 1 ny, 0 oppdatert' with the right singular or plural of each count (issue 12). */
export function importDoneText(t: Translate, answer: { created: number; updated: number }): string {
  const form = (n: number) => (n === 1 ? 'one' : 'other');
  return t('masterdata.importDone', {
    created: t(`masterdata.importNew_${form(answer.created)}`, { n: answer.created }),
    updated: t(`masterdata.importUpdated_${form(answer.updated)}`, { n: answer.updated }),
  });
}

/** The file's bytes as base64 (the import call sends JSON). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
