// The lock-month and week-minimum jobs run with a fixed clock (not by waiting for cron), the report with its overtime
// split and XLSX, and the payroll export of a locked month (CSV and XLSX).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { jobSchedules, runJob } from '../../platform/jobs/jobs';
import { LOCK_MONTH_JOB, WEEK_MINIMUM_JOB } from './hours.jobs';

type Row = Record<string, any>;

describe.each(DB_KINDS)('hours jobs, reports and payroll on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let techId: number;
  let normal: number;
  let holiday: number;
  let dirt: number; // hour addition Smusstillegg (25 kr an hour)

  const idOf = async (client: TestClient, resource: string, name: string) =>
    ((await client.post(`${resource}/query`, {})).body as Row[]).find((i) => i.name === name)!.id as number;
  const log = async (client: TestClient, body: Row) => {
    const r = await client.post('hours', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const run = (name: string, now: string) => runJob(name, {}, { db: server.database.db, now: new Date(now) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
    techId = ((await admin.get('users')).body as Row[]).find((u) => u.name === 'Terje Tekniker')!.id;
    normal = await idOf(admin, 'worktypes', 'Normaltid');
    holiday = await idOf(admin, 'absenctypes', 'Ferie');
    dirt = await idOf(admin, 'houradditions', 'Smusstillegg');
  });
  afterAll(() => server.close());

  describe('lock-month job', () => {
    it('is scheduled daily in Oslo time', () => {
      expect(jobSchedules()[LOCK_MONTH_JOB]).toEqual({ cron: '5 0 * * *', tz: 'Europe/Oslo' });
      expect(jobSchedules()[WEEK_MINIMUM_JOB]).toEqual({ cron: '0 14 * * 5', tz: 'Europe/Oslo' });
    });

    it("locks the month before on the company's lock day, by the Oslo calendar, and only that day", async () => {
      const general = (await admin.get('settings/general_settings')).body;
      const put = await admin.put('settings/general_settings', { lockmonthday: 5, version: general.version });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      // 23:30 UTC on 4 March is 00:30 on 5 March in Oslo (CET): the lock day has begun there.
      expect(await run(LOCK_MONTH_JOB, '2027-03-04T22:30:00Z')).toEqual([]);
      const locked = (await run(LOCK_MONTH_JOB, '2027-03-04T23:30:00Z')) as Row[];
      expect(locked).toEqual([{ tenantId: expect.any(Number), year: 2027, month: 2 }]);
      const months = (await admin.get('hours/locked_months')).body as Row[];
      expect(months[0]).toMatchObject({ year: 2027, month: 2, automatic: true, lockedby: null });
      expect(
        (await tech.post('hours', { date: '2027-02-10', amount: 1, worktype_id: normal })).body.errors,
      ).toEqual([{ field: 'date', message: 'monthLocked' }]);
      // Fjord has no lock day: nothing of theirs is locked.
      expect((await fjord.get('hours/locked_months')).body).toEqual([]);
      // An administrator unlocks; the job of the next day does not lock it again.
      await admin.post('hours/unlock_month', { year: 2027, month: 2 });
      expect(await run(LOCK_MONTH_JOB, '2027-03-06T00:10:00Z')).toEqual([]);
      expect(
        (await admin.get('hours/locked_months')).body.some((m: Row) => m.month === 2 && m.year === 2027),
      ).toBe(false);
    });
  });

  describe('week-minimum job', () => {
    it('tells each employee below the minimum of delivered hours this week, and gives approvers a summary', async () => {
      const info = (await admin.get('companyinfo')).body;
      await admin.put('companyinfo', { mininum_hours: 37.5, version: info.version });
      // Week 23 of 2027: the technician delivers 5 × 6 hours = 30, below 37.5.
      const ids: number[] = [];
      for (const day of ['07', '08', '09', '10', '11']) {
        ids.push((await log(tech, { date: `2027-06-${day}`, amount: 6, worktype_id: normal })).id);
      }
      await tech.post('hours/deliver', { ids });
      const result = (await run(WEEK_MINIMUM_JOB, '2027-06-11T12:00:00Z')) as Row[];
      const demo = result.find((r) => r.below.some((b: Row) => b.userId === techId))!;
      expect(demo.below).toContainEqual({ userId: techId, delivered: 30 });
      const techBell = (await tech.get('notifications/get_for_current_user')).body as Row[];
      expect(
        techBell.filter((n) => n.title === 'Your delivered hours this week are below the minimum.'),
      ).toHaveLength(1);
      const adminBell = (await admin.get('notifications/get_for_current_user')).body as Row[];
      expect(
        adminBell.some(
          (n) => n.title.startsWith('Uke 23, minimum 37,50 t:') && n.title.includes('Terje Tekniker 30,00 t'),
        ),
      ).toBe(true);
      // Delivering enough the next week: the technician is not told that week.
      const more: number[] = [];
      for (const day of ['14', '15', '16', '17', '18']) {
        more.push((await log(tech, { date: `2027-06-${day}`, amount: 7.5, worktype_id: normal })).id);
      }
      await tech.post('hours/deliver', { ids: more });
      const next = (await run(WEEK_MINIMUM_JOB, '2027-06-18T12:00:00Z')) as Row[];
      expect(next.flatMap((r) => r.below).some((b: Row) => b.userId === techId)).toBe(false);
    });
  });

  describe('report and payroll export', () => {
    let ids: number[] = [];
    beforeAll(async () => {
      // September 2027: Monday 6th a long day (7.5 normal + 2 at 50 %), Sunday 12th 4 hours at 100 %, with the dirt
      // addition; Tuesday 7th a day of holiday (absence).
      ids = [
        (
          await log(tech, {
            date: '2027-09-06',
            start: '07:00',
            end: '17:00',
            break: 30,
            worktype_id: normal,
          })
        ).id,
        (
          await log(tech, {
            date: '2027-09-12',
            start: '10:00',
            end: '14:00',
            worktype_id: normal,
            additions: [dirt],
          })
        ).id,
        (await log(tech, { date: '2027-09-07', amount: 7.5, absencetype_id: holiday })).id,
      ];
    });

    it('sums hours by employee with the overtime split, absence, cost and sales', async () => {
      const r = await admin.post('hours/report', {
        start: '2027-09-01',
        end: '2027-09-30',
        groupby: 'employee',
        users: [techId],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // Cost: 7.5 × 412 + 2 × 618 + 4 × 824 + 4 × 25 (dirt addition) + 4 × 80 (weekend addition of the time
      // range Helg) + 7.5 × 412 (paid holiday) = 3 090 + 1 236 + 3 296 + 100 + 320 + 3 090; sales 13.5 × 950.
      expect(r.body.rows).toEqual([
        {
          key: String(techId),
          label: 'Terje Tekniker',
          hours: 13.5,
          normal: 7.5,
          overtime50: 2,
          overtime100: 4,
          absence: 7.5,
          cost: '11132.00',
          sales: '12825.00',
        },
      ]);
      const byType = await admin.post('hours/report', {
        start: '2027-09-01',
        end: '2027-09-30',
        groupby: 'worktype',
        users: [techId],
      });
      expect(byType.body.rows.map((x: Row) => [x.label, x.hours, x.absence])).toEqual([
        ['Ferie', 0, 7.5],
        ['Normaltid', 13.5, 0],
      ]);
    });

    it('exports the report to XLSX with translated headers', async () => {
      const res = await fetch(`${server.url}/api/hours/report/xlsx`, {
        method: 'POST',
        headers: {
          ...admin.headers,
          cookie: admin.cookie,
          'content-type': 'application/json',
          'x-language': 'no',
        },
        body: JSON.stringify({
          start: '2027-09-01',
          end: '2027-09-30',
          groupby: 'employee',
          users: [techId],
        }),
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Navn',
        'Timer',
        'Normaltid',
        'Overtid 50 %',
        'Overtid 100 %',
        'Fravær',
        'Kostnad',
        'Salgsverdi',
      ]);
      expect(sheet.getRow(2).values).toEqual([
        undefined,
        'Terje Tekniker',
        13.5,
        7.5,
        2,
        4,
        7.5,
        11132,
        12825,
      ]);
    });

    it('refuses the payroll export of a month that is not locked, and exports approved hours of a locked one', async () => {
      expect((await admin.get('hours/payroll_export?year=2027&month=9')).body.errors).toEqual([
        { field: 'month', message: 'monthNotLocked' },
      ]);
      await tech.post('hours/deliver', { ids });
      await admin.post('hours/approve', { ids });
      await admin.post('hours/lock_month', { year: 2027, month: 9 });
      const lines = (await admin.get('hours/payroll_export?year=2027&month=9')).body as Row[];
      const tech1003 = lines.filter((l) => l.user_id === techId);
      expect(tech1003.map((l) => [l.employeenumber, l.wagetype, l.hours, l.rate, l.amount])).toEqual([
        ['1003', '100', 7.5, '412.00', '3090.00'],
        ['1003', '150', 2, '618.00', '1236.00'],
        ['1003', '200', 4, '824.00', '3296.00'],
        ['1003', '510', 4, '25.00', '100.00'],
        ['1003', '530', 4, '80.00', '320.00'],
        ['1003', 'FE', 7.5, '412.00', '3090.00'],
      ]);
      const csv = await fetch(`${server.url}/api/hours/payroll_export?year=2027&month=9&format=csv`, {
        headers: { ...admin.headers, cookie: admin.cookie, 'x-language': 'no' },
      });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const text = (await csv.text()).replace(/^\uFEFF/, '');
      expect(text.split('\n')[0]).toBe('Ansattnummer;Ansatt;Lønnsart;Beskrivelse;Timer;Sats;Beløp');
      expect(text).toContain('1003;Terje Tekniker;150;Overtid 50 %;2;618;1236');
      const xlsx = await fetch(`${server.url}/api/hours/payroll_export?year=2027&month=9&format=xlsx`, {
        headers: { ...admin.headers, cookie: admin.cookie },
      });
      expect(xlsx.headers.get('content-disposition')).toContain('lonn-2027-09.xlsx');
    });
  });
});
