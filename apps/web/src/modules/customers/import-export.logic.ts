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

/** The export link of a resource: a plain GET, so the browser downloads the file itself. */
export function exportUrl(resource: string, format: 'xlsx' | 'csv', language: string): string {
  return `/api/${resource}/export?format=${format}&language=${encodeURIComponent(language)}`;
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
