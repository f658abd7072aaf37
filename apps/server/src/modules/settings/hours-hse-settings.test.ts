import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Item = { id: number; name: string; version: number; [k: string]: unknown };

// The hours, task and HSE settings of issue 3: hour prices, shifts, time ranges, the HSE wheel and circle, and the
// task configuration record. The generic engine contract covers their paging, isolation and technician refusal;
// these are their own rules, as a user meets them.
describe.each(DB_KINDS)('hours, tasks and HSE settings on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  const count = async (client: TestClient, resource: string) =>
    (await client.post(`${resource}/list`, { count: true })).body.total as number;
  const byName = async (client: TestClient, resource: string, name: string) =>
    ((await client.post(`${resource}/query`, {})).body as Item[]).find((i) => i.name === name)!;

  describe('default lists of a new company', () => {
    it('starts with day, evening and night shifts, the night shift running past midnight', async () => {
      for (const client of [admin, fjord]) {
        const shifts = (await client.post('shifts/query', { order_by: 'starttime' })).body as Item[];
        expect(shifts.map((s) => [s.name, s.starttime, s.endtime, s.weekdays])).toEqual([
          ['Dagskift', '07:00', '15:00', [1, 2, 3, 4, 5]],
          ['Helgevakt', '08:00', '16:00', [6, 7]],
          ['Kveldsskift', '15:00', '23:00', [1, 2, 3, 4, 5]],
          ['Nattskift', '23:00', '07:00', [1, 2, 3, 4, 5]],
        ]);
      }
    });

    it('starts with evening, night and weekend ranges, linked to their own hour additions', async () => {
      const ranges = (await admin.post('timeranges/query', { expand: 'houraddition_id' })).body as Item[];
      const evening = ranges.find((r) => r.name === 'Kveld')!;
      expect(evening).toMatchObject({ starttime: '17:00', endtime: '21:00' });
      expect(evening.houraddition).toMatchObject({ name: 'Kveldstillegg' });
      expect(ranges.find((r) => r.name === 'Natt')).toMatchObject({ starttime: '21:00', endtime: '06:00' });
      expect(ranges.find((r) => r.name === 'Helg')).toMatchObject({ weekdays: [6, 7] });
      // Each company's range points at its own addition, never at the other company's.
      const fjordEvening = await byName(fjord, 'timeranges', 'Kveld');
      const fjordAddition = await byName(fjord, 'houradditions', 'Kveldstillegg');
      expect(fjordEvening.houraddition_id).toBe(fjordAddition.id);
    });

    it('starts with hour prices for the billable work types, as money', async () => {
      const prices = (await admin.post('hourpricing/query', { expand: 'worktype_id' })).body as Item[];
      const normal = prices.find((p) => (p.worktype as Item).name === 'Normaltid')!;
      expect(normal).toMatchObject({
        salesprice: 950,
        costprice: 550,
        validfrom: '2025-01-01',
        department_id: null,
      });
      expect(prices.map((p) => (p.worktype as Item).name)).toEqual(
        expect.arrayContaining(['Overtid 50 %', 'Overtid 100 %', 'Reise']),
      );
    });

    it('starts with the HSE wheel clockwise by position and the circle from the centre out', async () => {
      const wheel = (await admin.post('hsewheelsegments/get_active')).body as Item[];
      expect(wheel).toHaveLength(9);
      expect(wheel[0]).toMatchObject({ name: 'Mål og ansvar', position: 10, color: '#1e88e5' });
      expect(wheel.map((s) => s.position)).toEqual(
        [...wheel.map((s) => s.position)].sort((a, b) => +a! - +b!),
      );
      const circle = (await admin.post('hsecirclelevels/get_active')).body as Item[];
      expect(circle.map((l) => [l.name, l.color])).toEqual([
        ['Ivaretatt', '#43a047'],
        ['Delvis ivaretatt', '#fdd835'],
        ['Ikke ivaretatt', '#e53935'],
      ]);
    });
  });

  describe('time ranges', () => {
    it('saves a range that crosses midnight and one that is the whole day', async () => {
      const night = await admin.post('timeranges', {
        name: 'Nattarbeid helg',
        starttime: '22:00',
        endtime: '06:00',
        weekdays: [7, 6],
      });
      expect(night.status, JSON.stringify(night.body)).toBe(200);
      // Weekdays come back in order, whatever order they were ticked in.
      expect(night.body).toMatchObject({ starttime: '22:00', endtime: '06:00', weekdays: [6, 7] });
      const day = await admin.post('timeranges', {
        name: 'Helligdag',
        starttime: '00:00',
        endtime: '00:00',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      });
      expect(day.status).toBe(200);
    });

    it('refuses a time that is not HH:mm, an unknown weekday and no weekdays, changing nothing', async () => {
      const before = await count(admin, 'timeranges');
      const bad: [Record<string, unknown>, string, string][] = [
        [{ starttime: '24:00' }, 'starttime', 'invalidTime'],
        [{ endtime: '7:5' }, 'endtime', 'invalidTime'],
        [{ weekdays: [0] }, 'weekdays', 'invalidData'],
        [{ weekdays: [8] }, 'weekdays', 'invalidData'],
        [{ weekdays: [1, 1] }, 'weekdays', 'invalidData'],
        [{ weekdays: [] }, 'weekdays', 'required'],
      ];
      for (const [change, field, message] of bad) {
        const r = await admin.post('timeranges', {
          name: 'Ugyldig',
          starttime: '17:00',
          endtime: '21:00',
          weekdays: [1],
          ...change,
        });
        expect(r.status, JSON.stringify(change)).toBe(400);
        expect(r.headers.get('content-type')).toMatch(/problem\+json/);
        expect(r.body.errors).toEqual([expect.objectContaining({ field, message })]);
      }
      expect(await count(admin, 'timeranges')).toBe(before);
    });

    it("refuses another company's hour addition as the range's addition", async () => {
      const theirs = await byName(fjord, 'houradditions', 'Helgetillegg');
      const r = await admin.post('timeranges', {
        name: 'Lånt tillegg',
        starttime: '06:00',
        endtime: '07:00',
        weekdays: [1],
        houraddition_id: theirs.id,
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'houraddition_id', message: 'invalidData' }]);
    });
  });

  describe('shifts', () => {
    it('refuses a break as long as the shift, also when a later change shortens the shift', async () => {
      const tooLong = await admin.post('shifts', {
        name: 'Kort vakt',
        starttime: '10:00',
        endtime: '11:00',
        breakminutes: 60,
        weekdays: [1],
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual([{ field: 'breakminutes', message: 'breakTooLong' }]);

      // A night shift's length counts past midnight: 22:00 to 02:00 is four hours.
      const night = await admin.post('shifts', {
        name: 'Kort nattvakt',
        starttime: '22:00',
        endtime: '02:00',
        breakminutes: 45,
        weekdays: [5],
      });
      expect(night.status, JSON.stringify(night.body)).toBe(200);
      // Moving only the end to 22:30 would leave a 45-minute break in a 30-minute shift.
      const shorter = await admin.put(`shifts/${night.body.id}`, { endtime: '22:30', version: 1 });
      expect(shorter.status).toBe(400);
      expect(shorter.body.errors).toEqual([{ field: 'breakminutes', message: 'breakTooLong' }]);
      expect((await admin.get(`shifts/${night.body.id}`)).body).toMatchObject({
        endtime: '02:00',
        version: 1,
      });
    });

    it("refuses a technician's new shift and hides the company's shifts from another company", async () => {
      const shift = {
        name: 'Montørvakt',
        starttime: '07:00',
        endtime: '15:00',
        breakminutes: 30,
        weekdays: [1],
      };
      expect((await tech.post('shifts', shift)).status).toBe(403);
      const day = await byName(admin, 'shifts', 'Dagskift');
      expect((await fjord.get(`shifts/${day.id}`)).status).toBe(404);
      expect((await fjord.put(`shifts/${day.id}`, { breakminutes: 0, version: day.version })).status).toBe(
        404,
      );
    });
  });

  describe('hour prices', () => {
    it('keeps one price per work type, department and date, and lets a department have its own', async () => {
      const normal = await byName(admin, 'worktypes', 'Normaltid');
      const price = { worktype_id: normal.id, validfrom: '2026-01-01', salesprice: 1050.5, costprice: 600 };
      const first = await admin.post('hourpricing', price);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ salesprice: 1050.5, department_id: null });

      const before = await count(admin, 'hourpricing');
      const again = await admin.post('hourpricing', { ...price, salesprice: 999 });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual([{ field: 'validfrom', message: 'alreadyExists' }]);
      expect(await count(admin, 'hourpricing')).toBe(before);

      const department = await admin.post('departments', { name: 'Kulde Bergen' });
      const own = await admin.post('hourpricing', {
        ...price,
        department_id: department.body.id,
        salesprice: 1150,
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      // Moving the department's price onto the company-wide one's key is the same clash.
      const clash = await admin.put(`hourpricing/${own.body.id}`, { department_id: null, version: 1 });
      expect(clash.status).toBe(400);
      expect(clash.body.errors).toEqual([{ field: 'validfrom', message: 'alreadyExists' }]);
    });

    it("refuses a missing work type, a negative price, and another company's work type", async () => {
      const normal = await byName(admin, 'worktypes', 'Normaltid');
      const theirs = await byName(fjord, 'worktypes', 'Normaltid');
      const before = await count(admin, 'hourpricing');
      const bad: [Record<string, unknown>, string, string][] = [
        [{ worktype_id: null }, 'worktype_id', 'invalidNumber'],
        [{ salesprice: -1 }, 'salesprice', 'outOfRange'],
        [{ validfrom: '2026-02-30' }, 'validfrom', 'invalidDate'],
        [{ worktype_id: theirs.id }, 'worktype_id', 'invalidData'],
      ];
      for (const [change, field, message] of bad) {
        const r = await admin.post('hourpricing', {
          worktype_id: normal.id,
          validfrom: '2027-01-01',
          salesprice: 900,
          ...change,
        });
        expect(r.status, JSON.stringify(change)).toBe(400);
        expect(r.body.errors?.[0]).toEqual(expect.objectContaining({ field, message }));
      }
      expect(await count(admin, 'hourpricing')).toBe(before);
    });

    it('refuses to delete a work type that a price still uses', async () => {
      const travel = await byName(admin, 'worktypes', 'Reise');
      const r = await admin.del('worktypes', { ids: [travel.id] });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
      expect((await admin.get(`worktypes/${travel.id}`)).status).toBe(200);
    });
  });

  describe('HSE wheel and circle', () => {
    it('stores a colour in lower case and refuses one that is not #rrggbb', async () => {
      const ok = await admin.post('hsewheelsegments', {
        name: 'Ytre miljø',
        position: 100,
        color: '#2E7D32',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.color).toBe('#2e7d32');
      for (const color of ['grønn', '#2e7d3', 'rgb(0,0,0)']) {
        const r = await admin.post('hsecirclelevels', { name: `Nivå ${color}`, position: 40, color });
        expect(r.status).toBe(400);
        expect(r.body.errors).toEqual([{ field: 'color', message: 'invalidColor' }]);
      }
    });
  });

  describe('task configuration', () => {
    it('takes a default type and status of the company, and refuses those of another company', async () => {
      const record = (await admin.get('settings/task_configuration')).body;
      const type = await byName(admin, 'tasktypes', 'Telefon');
      const status = await byName(admin, 'taskstatuses', 'Ny');
      const saved = await admin.put('settings/task_configuration', {
        defaulttasktypeid: type.id,
        defaulttaskstatusid: status.id,
        numberprefix: 'OPP-',
        version: record.version,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ defaulttasktypeid: type.id, numberprefix: 'OPP-' });

      const theirType = await byName(fjord, 'tasktypes', 'Telefon');
      const refused = await admin.put('settings/task_configuration', {
        defaulttasktypeid: theirType.id,
        version: saved.body.version,
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
      expect(refused.body.errors).toEqual([{ field: 'defaulttasktypeid', message: 'invalidData' }]);
      expect((await admin.get('settings/task_configuration')).body).toMatchObject({
        defaulttasktypeid: type.id,
        version: saved.body.version,
      });
      // The other company's record is untouched and its own.
      expect((await fjord.get('settings/task_configuration')).body.defaulttasktypeid).toBeNull();
    });

    it('refuses a reminder further ahead than the deadline, and a technician changing the record', async () => {
      const record = (await admin.get('settings/task_configuration')).body;
      const r = await admin.put('settings/task_configuration', {
        defaultduedays: 2,
        reminderdaysbefore: 3,
        version: record.version,
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'reminderdaysbefore', message: 'invalidNumber' }]);
      const byTech = await tech.put('settings/task_configuration', {
        notifyassignee: false,
        version: record.version,
      });
      expect(byTech.status).toBe(403);
      expect((await admin.get('settings/task_configuration')).body).toEqual(record);
    });
  });
});
