import { describe, expect, it } from 'vitest';
import {
  buildListRequest,
  createBody,
  formValuesOf,
  formatListTotal,
  pageRange,
  selectedIds,
  toGridSortModel,
  toListSort,
  updateBody,
} from './resource-list.logic';
import { cardSortOptions, listCardFields, nextCardSort } from './resource-list.logic';

const plain = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

describe('generic resource list', () => {
  it('asks the server for the second page of 25 rows when the user pages forward', () => {
    expect(buildListRequest({ page: 1, pageSize: 25, sortModel: [], search: '' })).toEqual({
      skip: 25,
      limit: 25,
      count: true,
    });
  });

  it('sends the search text without surrounding spaces and leaves out an empty search', () => {
    expect(buildListRequest({ page: 0, pageSize: 50, sortModel: [], search: '  drill ' }).search).toBe(
      'drill',
    );
    expect(buildListRequest({ page: 0, pageSize: 50, sortModel: [], search: '   ' })).not.toHaveProperty(
      'search',
    );
  });

  it('sorts ascending as 1 and descending as -1, and not at all when the sort is cleared', () => {
    expect(toListSort([{ field: 'name', sort: 'asc' }])).toEqual({ name: 1 });
    expect(toListSort([{ field: 'name', sort: 'desc' }])).toEqual({ name: -1 });
    expect(toListSort([{ field: 'name', sort: null }])).toBeUndefined();
    expect(
      buildListRequest({ page: 0, pageSize: 25, sortModel: [{ field: 'name', sort: 'desc' }], search: '' }),
    ).toMatchObject({ sort: { name: -1 } });
  });

  it('shows a default sort given by a page as the grid sort', () => {
    expect(toGridSortModel({ name: 1 })).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(toGridSortModel(undefined)).toEqual([]);
  });

  it('passes a fixed match of the page on to the server', () => {
    expect(
      buildListRequest({ page: 0, pageSize: 25, sortModel: [], search: '', match: { module: 'orders' } })
        .match,
    ).toEqual({ module: 'orders' });
  });

  it('shows a capped total as "10 000+" and an exact total as it is', () => {
    expect(formatListTotal(10000, true, plain)).toBe('10 000+');
    expect(formatListTotal(1234, false, plain)).toBe('1 234');
    expect(formatListTotal(7, undefined, plain)).toBe('7');
  });

  it('creates new items as active even when the form says otherwise', () => {
    expect(createBody({ name: 'Service', isactive: false })).toEqual({ name: 'Service', isactive: true });
  });

  it('sends the version it read with an update so that a stale save is refused', () => {
    expect(updateBody({ id: 4, name: 'Rental' }, 3)).toEqual({ name: 'Rental', version: 3 });
  });

  it('fills the form with the record but only with the fields the form edits', () => {
    expect(
      formValuesOf(
        { id: 1, name: 'North', isactive: false, version: 2, createdon: 'x' },
        { name: '', isactive: true },
      ),
    ).toEqual({ name: 'North', isactive: false });
    expect(formValuesOf({ id: 1 }, { name: '' })).toEqual({ name: '' });
  });

  it('deletes the selected rows by their numeric ids', () => {
    expect(selectedIds(new Set<string | number>([3, '7']))).toEqual([3, 7]);
  });
});

// issue 12: lists on phones show a card of what matters: name, number, status and one secondary line.
describe('the card of a list on a phone', () => {
  const cols = (...fields: string[]) => fields.map((field) => ({ field }));
  it('reads name, number, status and the next column from the columns', () => {
    expect(
      listCardFields(
        cols('customernumber', 'name', 'organizationnumber', 'city', 'phone', 'email', 'isactive'),
      ),
    ).toEqual({
      title: 'name',
      number: 'customernumber',
      status: 'isactive',
      secondary: ['organizationnumber'],
    });
    expect(
      listCardFields(cols('ordernumber', 'customername', 'description', 'statusname', 'orderdate')),
    ).toEqual({
      title: 'customername',
      number: 'ordernumber',
      status: 'statusname',
      secondary: ['description'],
    });
    expect(listCardFields(cols('__check__', 'code', 'rate'))).toEqual({
      title: 'code',
      number: undefined,
      status: undefined,
      secondary: ['rate'],
    });
  });

  it("takes a list's own choice, keeping only fields that are columns", () => {
    expect(
      listCardFields(cols('customernumber', 'name', 'city', 'phone', 'isactive'), {
        secondary: ['city', 'phone', 'nosuchfield'],
        status: '',
      }),
    ).toEqual({ title: 'name', number: 'customernumber', status: undefined, secondary: ['city', 'phone'] });
  });
});

describe('sorting the phone cards (issue 12)', () => {
  const columns = [
    { field: '__check__' },
    { field: 'name', headerName: 'Navn' },
    { field: 'number', headerName: 'Nummer' },
    { field: 'tags', headerName: 'Stikkord', sortable: false },
    { field: 'actions', headerName: '' },
  ];

  it('offers the columns the grid sorts by, with their headers', () => {
    expect(cardSortOptions(columns)).toEqual([
      { field: 'name', label: 'Navn' },
      { field: 'number', label: 'Nummer' },
    ]);
  });

  it('sorts a new field ascending and turns the direction of the same field', () => {
    expect(nextCardSort([{ field: 'name', sort: 'desc' }], 'number')).toEqual([
      { field: 'number', sort: 'asc' },
    ]);
    expect(nextCardSort([{ field: 'name', sort: 'desc' }], 'name')).toEqual([
      { field: 'name', sort: 'desc' },
    ]);
    expect(nextCardSort([{ field: 'name', sort: 'asc' }], 'name', true)).toEqual([
      { field: 'name', sort: 'desc' },
    ]);
    expect(nextCardSort([{ field: 'name', sort: 'desc' }], 'name', true)).toEqual([
      { field: 'name', sort: 'asc' },
    ]);
    expect(nextCardSort([], '')).toEqual([]);
  });
});

describe('pageRange (the paging of a card list)', () => {
  it('gives the rows shown and whether a previous and next page exist', () => {
    expect(pageRange(29, 0, 25)).toEqual({ from: 1, to: 25, hasPrevious: false, hasNext: true });
    expect(pageRange(29, 1, 25)).toEqual({ from: 26, to: 29, hasPrevious: true, hasNext: false });
    expect(pageRange(50, 1, 25)).toEqual({ from: 26, to: 50, hasPrevious: true, hasNext: false });
  });
  it('shows 0–0 with no pages for an empty list', () => {
    expect(pageRange(0, 0, 25)).toEqual({ from: 0, to: 0, hasPrevious: false, hasNext: false });
  });
});
