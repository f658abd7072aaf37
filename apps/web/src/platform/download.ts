// A POST whose answer is a file (XLSX, CSV): saved by the browser under the server's file name. A failure is read
// like any other answer (problem+json) and thrown as an ApiError.
import { ApiError } from './api';
import { CLIENT_VERSION } from './constants';

export async function postDownload(
  path: string,
  body: unknown,
  language: string,
  fallbackName: string,
): Promise<void> {
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      'x-client-version': CLIENT_VERSION,
      'x-language': language,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    let problem: { title?: string; detail?: string; errors?: { field: string; message: string }[] } = {};
    try {
      problem = (await res.json()) as typeof problem;
    } catch {
      // not JSON: the status text below
    }
    throw new ApiError(res.status, {
      title: problem.title ?? res.statusText,
      status: res.status,
      detail: problem.detail,
      errors: problem.errors,
    });
  }
  const blob = await res.blob();
  const name =
    /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = decodeURIComponent(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
