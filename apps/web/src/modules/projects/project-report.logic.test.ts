import { describe, expect, it } from 'vitest';
import type { ProjectReportRow } from '@suite/shared/projects/project.schema';
import { EMPTY_FILTER, reportExportUrl, reportTotals, toApiFilter } from './project-report.logic';

const row = (over: Partial<ProjectReportRow>): ProjectReportRow => ({
  id: 1,
  projectnumber: 1001,
  name: 'P',
  customername: null,
  responsiblename: null,
  statusname: null,
  startdate: null,
  enddate: null,
  ordercount: 1,
  budget: null,
  net: '0.00',
  cost: '0.00',
  margin: '0.00',
  marginpercent: null,
  budgetusedpercent: null,
  remaining: null,
  ...over,
});

describe('project report filters', () => {
  it('sends typed Norwegian dates as ISO and leaves out what is empty or not a date yet', () => {
    expect(
      toApiFilter({ ...EMPTY_FILTER, from: '01.03.2027', to: '31.02.2027', search: '  rehab ', status: 3 }),
    ).toEqual({
      from: '2027-03-01',
      search: 'rehab',
      status: 3,
    });
    expect(toApiFilter(EMPTY_FILTER)).toEqual({});
  });
  it('puts the same filters and the language in the export link', () => {
    expect(reportExportUrl('budget_reports', { status: 3, search: 'a&b' }, 'no')).toBe(
      '/api/budget_reports/export?language=no&status=3&search=a%26b',
    );
  });
});

describe('project report sums', () => {
  it('adds the money exactly and takes the margin percent of the sums', () => {
    const totals = reportTotals([
      row({ budget: '1000.10', net: '0.10', cost: '0.05', remaining: '1000.00', ordercount: 2 }),
      row({ budget: null, net: '0.20', cost: '0.05' }),
    ]);
    expect(totals).toEqual({
      ordercount: 3,
      budget: '1000.10',
      net: '0.30',
      cost: '0.10',
      margin: '0.20',
      marginpercent: '66.67',
      remaining: '1000.00',
    });
  });
});
