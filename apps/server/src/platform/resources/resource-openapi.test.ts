import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../../test/test-app';
import { REGISTERED_RESOURCES } from '../../resources';

// DESIGN "API contract": the OpenAPI document at /api/docs/json lists every call, the engine's included.
describe('the OpenAPI document', () => {
  let server: TestServer;
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const r = await new TestClient(server.url).get('docs/json');
    expect(r.status).toBe(200);
    paths = r.body.paths;
  });
  afterAll(() => server.close());

  it.each(REGISTERED_RESOURCES.map((r) => [r.def.name]))('lists every generic call of %s', (name) => {
    const base = `/api/${name}`;
    expect(Object.keys(paths[base] ?? {}).sort()).toEqual(expect.arrayContaining(['delete', 'post']));
    expect(paths[`${base}/{id}`]).toHaveProperty('get');
    expect(paths[`${base}/{id}`]).toHaveProperty('put');
    for (const call of ['get_active', 'query', 'list'])
      expect(paths[`${base}/${call}`]).toHaveProperty('post');
  });

  it('lists the lookups that are not generic calls', () => {
    for (const path of [
      '/api/groups',
      '/api/warehouses/get_my_warehouses',
      '/api/documenttemplates/get_module_field_values',
    ]) {
      expect(paths[path], path).toHaveProperty('get');
    }
  });
});
