import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatDateTime, formatNumber } from '@suite/shared/format/index';
import { canChange } from '@suite/shared/users/permissions';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../platform/session';
import { ActiveChip } from './ActiveChip';
import { PageHeader } from './PageHeader';
import { toGridSortModel } from './resource-list.logic';
import { resourceApi, resourceKeys } from './resource.api';
import type { ListSort, ResourceColumn, ResourceFormConfig, ResourceRow } from './resource.types';
import { ResourceEditDialog } from './ResourceEditDialog';
import { ServerListGrid, useBulkDelete, type ServerListGridProps } from './ServerListGrid';

export type ResourceListPageProps = {
  /** Path of the generic resource, e.g. 'departments' (POST departments/list ...). */
  resource: string;
  /** Translation key of the page title. */
  title: string;
  /** Translation key of a line under the title. */
  description?: string;
  columns: ResourceColumn[];
  /** Edit in the generic dialog ... */
  form?: ResourceFormConfig;
  /** Translation keys of the dialog title when adding and editing. */
  dialogTitles?: { create: string; edit: string };
  /**
   * Translation key of the add button, 'Ny <ting>' (issue 12: one naming rule for add buttons and dialogs): the
   * button and the new record's dialog say the same. Default: the dialog's create title, else 'Ny oppføring'.
   */
  addLabel?: string;
  /** ... or on a page of its own: the path for a record id, or for 'new'. */
  editPath?: (id: number | 'new') => string;
  defaultSort?: ListSort;
  /** A fixed filter of this screen, sent as `match`. */
  match?: Record<string, unknown>;
  /** Columns hidden on a phone. */
  hideOnNarrow?: string[];
  /** Extra buttons in the title row. */
  actions?: ReactNode;
  /** The fields of a row's card on a phone (see ServerListGridProps.card). */
  card?: ServerListGridProps<ResourceRow>['card'];
};

/**
 * The generic list screen of a settings resource: server-side paging, sorting and search (spec 01 §9: page size
 * 25, search debounce 500 ms), add and edit through a dialog or a page, multi-select delete after a confirm.
 */
export function ResourceListPage(props: ResourceListPageProps) {
  const { resource, title, description, columns, form, editPath, defaultSort, match, hideOnNarrow, actions } =
    props;
  const { t } = useTranslation();
  const { access } = useSession();
  const navigate = useNavigate();
  // spec 01 §6: role 3 (and a user without a role) may look but not change.
  const mayChange = access ? canChange(access) : false;
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const addLabel = addLabelOf(props);

  const gridColumns = useMemo(() => columns.map((c) => toGridColumn(c, t)), [columns, t]);
  const sort = useMemo(() => toGridSortModel(defaultSort), [defaultSort]);
  const bulkDelete = useBulkDelete({
    remove: (ids) => resourceApi.remove(resource, ids),
    invalidate: resourceKeys.all(resource),
  });

  const open = (id: number | null) => {
    if (editPath) navigate(editPath(id ?? 'new'));
    else if (form) setEditing({ id });
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t(title)}
        subtitle={description ? t(description) : undefined}
        actions={
          <>
            {actions}
            {mayChange && (form || editPath) ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => open(null)}>
                {t(addLabel)}
              </Button>
            ) : null}
          </>
        }
      />
      <ServerListGrid<ResourceRow>
        queryKey={(body) => resourceKeys.list(resource, body)}
        load={(body) => resourceApi.list<ResourceRow>(resource, body)}
        columns={gridColumns}
        hideOnNarrow={hideOnNarrow}
        card={props.card}
        defaultSort={sort}
        match={match}
        onOpen={form || editPath ? (row) => open(row.id) : undefined}
        selectable={mayChange}
        bulkAction={mayChange ? bulkDelete : undefined}
      />
      {form && editing ? (
        <ResourceEditDialog
          key={editing.id ?? 'new'}
          resource={resource}
          id={editing.id}
          open
          titles={props.dialogTitles ?? { create: addLabel, edit: 'settings.editTitle' }}
          form={form}
          readOnly={!mayChange}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}

/** The add button's text: 'Ny <ting>' as the new record's dialog title says it (see ResourceListPageProps.addLabel). */
export function addLabelOf(props: Pick<ResourceListPageProps, 'addLabel' | 'dialogTitles'>): string {
  return props.addLabel ?? props.dialogTitles?.create ?? 'settings.addTitle';
}

function toGridColumn(column: ResourceColumn, t: (key: string) => string): GridColDef<ResourceRow> {
  const base: GridColDef<ResourceRow> = {
    field: column.field,
    headerName: t(column.headerName),
    flex: column.flex ?? 1,
    minWidth: column.minWidth ?? 120,
    sortable: column.sortable ?? true,
  };
  if (column.format) {
    const format = column.format;
    return { ...base, valueGetter: (_value, row) => format(row[column.field], row) };
  }
  switch (column.type) {
    case 'active':
      return {
        ...base,
        flex: column.flex ?? 0,
        minWidth: column.minWidth ?? 110,
        renderCell: (params) => <ActiveChip active={Boolean(params.value)} />,
      };
    case 'color':
      return {
        ...base,
        renderCell: (params) =>
          typeof params.value === 'string' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
              <Box
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: params.value,
                  border: 1,
                  borderColor: 'divider',
                  flexShrink: 0,
                }}
              />
              {params.value}
            </Box>
          ) : null,
      };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'number':
      return {
        ...base,
        type: 'number',
        valueFormatter: (value) =>
          value === null || value === undefined ? '' : formatNumber(value as number),
      };
    case 'date':
      return { ...base, valueFormatter: (value) => formatDate(value as string) };
    case 'dateTime':
      return { ...base, valueFormatter: (value) => formatDateTime(value as string) };
    default:
      return base;
  }
}
