import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../../test/test-app';
import { parseRegister, titleCase } from './postcodes.service';

describe('the postcode register', () => {
  it('writes the register names as users write them', () => {
    expect(titleCase('OSLO')).toBe('Oslo');
    expect(titleCase('MO I RANA')).toBe('Mo i Rana');
    expect(titleCase('NORD-ODAL')).toBe('Nord-Odal');
    expect(titleCase('ÅLESUND')).toBe('Ålesund');
  });

  it('reads tab-separated lines and skips anything that is no postcode line', () => {
    const map = parseRegister('0150\tOSLO\t0301\tOSLO\tG\r\nxx\n\n9170\tLONGYEARBYEN\t2100\tSVALBARD\tG\n');
    expect([...map.keys()]).toEqual(['0150', '9170']);
    expect(map.get('9170')).toEqual({
      postcode: '9170',
      town: 'Longyearbyen',
      municipalitynumber: '2100',
      municipality: 'Svalbard',
      category: 'G',
    });
  });
});

// No tenant data is read: PGlite alone is enough.
describe('GET /api/postcodes/{postcode}', () => {
  let server: TestServer;
  let tech: TestClient;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    tech = await signedIn(server, 'tech');
  });
  afterAll(() => server.close());

  it('answers the town and municipality of 0150 and 5003 to any signed-in user', async () => {
    const oslo = await tech.get('postcodes/0150');
    expect(oslo.status).toBe(200);
    expect(oslo.body).toEqual({
      postcode: '0150',
      town: 'Oslo',
      municipalitynumber: '0301',
      municipality: 'Oslo',
      category: 'G',
    });
    expect((await tech.get('postcodes/5003')).body).toMatchObject({ town: 'Bergen' });
  });

  it('answers 404 for an unknown postcode, 400 for one that is no postcode and 401 without a session', async () => {
    expect((await tech.get('postcodes/0002')).status).toBe(404);
    const bad = await tech.get('postcodes/01a0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'postcode', message: 'invalidPostalCode' }] });
    expect((await new TestClient(server.url).get('postcodes/0150')).status).toBe(401);
  });
});
