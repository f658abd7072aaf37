import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiReactions } from './api';

type Answer = { status: number; body?: unknown; contentType?: string; statusText?: string };

function setup(answer: Answer | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      statusText: answer.statusText,
      headers: { 'content-type': answer.contentType ?? 'application/json' },
    });
  });
  const reactions: ApiReactions = {
    updateAvailable: vi.fn(),
    unauthorized: vi.fn(),
    error: vi.fn(),
    noResponse: vi.fn(),
  };
  const client = createApiClient({ fetch, language: () => 'po', reactions: () => reactions });
  return { client, calls, reactions };
}

const problem = (status: number, detail?: string) => ({
  status,
  body: { type: 'about:blank', title: 'Bad Request', status, detail },
  contentType: 'application/problem+json',
});

describe('api client', () => {
  it('sends the session cookie, the client version and the current language on every call', async () => {
    const { client, calls } = setup({ status: 200, body: { ok: true } });
    await client.get('userroles/list');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].url).toBe('/api/userroles/list');
    expect(calls[0].init.credentials).toBe('include');
    expect(headers['x-client-version']).toBe('1.42');
    expect(headers['x-language']).toBe('po');
  });

  it('answers the parsed JSON of a successful call', async () => {
    const { client } = setup({ status: 200, body: { isauthenticated: true } });
    await expect(client.get('auth/session')).resolves.toEqual({ isauthenticated: true });
  });

  it('puts query parameters after a path that already has a query', async () => {
    const { client, calls } = setup({ status: 200, body: {} });
    await client.get('changelog?x=1', { locale: 'no', skip: undefined });
    expect(calls[0].url).toBe('/api/changelog?x=1&locale=no');
  });

  it('sends a JSON body with POST, PUT and DELETE', async () => {
    const { client, calls } = setup({ status: 200, body: {} });
    await client.del('departments', { ids: [1, 2] });
    expect(calls[0].init.method).toBe('DELETE');
    expect(calls[0].init.body).toBe('{"ids":[1,2]}');
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('shows the update banner when the server answers 409', async () => {
    const { client, reactions } = setup(problem(409, 'New client needed'));
    await expect(client.post('customers', { name: 'A' })).rejects.toBeInstanceOf(ApiError);
    expect(reactions.updateAvailable).toHaveBeenCalledOnce();
    expect(reactions.error).not.toHaveBeenCalled();
  });

  it('stays silent when the server answers 410', async () => {
    const { client, reactions } = setup(problem(410, 'Gone'));
    await expect(client.get('orders/1')).rejects.toMatchObject({ status: 410 });
    expect(reactions.error).not.toHaveBeenCalled();
    expect(reactions.unauthorized).not.toHaveBeenCalled();
    expect(reactions.updateAvailable).not.toHaveBeenCalled();
  });

  it('logs the user out when a call answers 401', async () => {
    const { client, reactions } = setup(problem(401, 'Unauthorized'));
    await expect(client.get('dashboard')).rejects.toMatchObject({ status: 401 });
    expect(reactions.unauthorized).toHaveBeenCalledOnce();
    expect(reactions.error).not.toHaveBeenCalled();
  });

  it('does not treat a failed sign-in as an ended session', async () => {
    const { client, reactions } = setup(problem(401, 'Wrong credentials'));
    await expect(
      client.post('auth?use_cookies=true', { username: 'a', password: 'b' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(reactions.unauthorized).not.toHaveBeenCalled();
  });

  it('shows the detail of any other failure in a red snackbar', async () => {
    const { client, reactions } = setup(problem(500, 'Database unavailable'));
    await expect(client.get('customers/1')).rejects.toMatchObject({
      status: 500,
      problem: { detail: 'Database unavailable' },
    });
    expect(reactions.error).toHaveBeenCalledWith('Database unavailable');
  });

  it('falls back to the title, then the status text, when the failure has no detail', async () => {
    const first = setup(problem(400));
    await expect(first.client.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(first.reactions.error).toHaveBeenCalledWith('Bad Request');

    const second = setup({ status: 502, body: '', contentType: 'text/plain', statusText: 'Bad Gateway' });
    await expect(second.client.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(second.reactions.error).toHaveBeenCalledWith('Bad Gateway');
  });

  it('keeps quiet when the caller shows the error itself, but still hands over the field errors', async () => {
    const { client, reactions } = setup({
      status: 400,
      body: { title: 'Bad Request', status: 400, errors: [{ field: 'name', message: 'required' }] },
      contentType: 'application/problem+json',
    });
    const error = await client.post('departments', {}, { silent: true }).catch((e: unknown) => e);
    expect(reactions.error).not.toHaveBeenCalled();
    expect((error as ApiError).problem.errors).toEqual([{ field: 'name', message: 'required' }]);
  });

  it('reports a call that got no response at all', async () => {
    const { client, reactions } = setup(new TypeError('Failed to fetch'));
    await expect(client.get('dashboard')).rejects.toMatchObject({ status: 0 });
    expect(reactions.noResponse).toHaveBeenCalledOnce();
  });

  it('answers undefined for an empty 204 response', async () => {
    const { client } = setup({ status: 204 });
    await expect(client.post('notifications/set_all_as_read')).resolves.toBeUndefined();
  });
});
