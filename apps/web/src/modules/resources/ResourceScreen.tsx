import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatNumber } from '@suite/shared/format/index';
import { formatBankAccount } from '@suite/shared/settings/finance.rules';
import { resourceDef } from '@suite/shared/resources/registry';
import type { ResourceDef } from '@suite/shared/resources/define-resource';
import { ROUTES } from '@suite/shared/routes/route-table';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ResourceListPage } from '../settings/ResourceListPage';
import type { ResourceColumn, ResourceFormConfig } from '../settings/resource.types';
import { DefinitionFields } from './DefinitionFields';
import {
  cellText,
  emptyValues,
  formFields,
  formSchema,
  humanizeField,
  labelKeys,
  numberText,
  optionLabelKeys,
  toFormValues,
} from './resource-form.logic';
import { useReferenceNames } from './use-resource-labels';

/** The route being shown: the deepest match carrying a route definition (router.tsx puts it in `handle`). */
function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteDef | undefined;
    if (handle?.meta) return handle;
  }
  return undefined;
}

/**
 * Screen 'resource': the generic list and form of the route's meta.resource (STYLE "The resource registry").
 * Adding a settings list is a definition in packages/shared and `resource` on its route, nothing here.
 */
export function ResourceScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const def = route?.meta.resource ? resourceDef(route.meta.resource) : undefined;
  if (!route || !def) {
    return (
      <Box sx={{ maxWidth: 720 }}>
        <Alert severity="info">{t('resources.notConfigured')}</Alert>
      </Box>
    );
  }
  // Keyed: a new list starts on page one with its own sort and search.
  return (
    <DefinitionListPage
      key={route.name}
      def={def}
      title={route.meta.title}
      match={route.meta.resourceMatch}
      editPath={actionsPathOf(route)}
    />
  );
}

/**
 * A list whose route has an actions page beside it ('settings.currencies' and '/currencies/actions/:currency_id?')
 * adds and edits there instead of in the dialog.
 */
function actionsPathOf(route: RouteDef): ((id: number | 'new') => string) | undefined {
  const actions = ROUTES.find((r) => r.name === `${route.name}_actions`);
  if (!actions) return undefined;
  const base = actions.path.replace(/\/:[A-Za-z_]+\?$/, '');
  return (id) => (id === 'new' ? base : `${base}/${id}`);
}

function DefinitionListPage({
  def,
  title,
  match,
  editPath,
}: {
  def: ResourceDef;
  title: string;
  /** The screen's fixed filter: it lists only these rows and adds rows with these values. */
  match?: Readonly<Record<string, boolean | number | string>>;
  editPath?: (id: number | 'new') => string;
}) {
  const { t, i18n } = useTranslation();
  const refNames = useReferenceNames(def);

  const columns = useMemo<ResourceColumn[]>(() => {
    const kinds = new Map(formFields(def).map((f) => [f.name, f]));
    const role = (id: number) => t(`settings.role_${id}`);
    const weekday = (day: number) => t(`resources.weekday_${day}`);
    // ResourceListPage translates headerName: hand it the first key that has a text, else a readable name
    // (a text that is no key comes back from t() unchanged).
    const header = (field: string) =>
      labelKeys(def, field).find((k) => i18n.exists(k)) ?? humanizeField(field, def.fields[field]);
    return def.listColumns.map((field): ResourceColumn => {
      if (field === 'isactive') return { field, headerName: 'settings.status', type: 'active', flex: 0 };
      if (field === 'createdon' || field === 'updatedon')
        return { field, headerName: header(field), type: 'dateTime' };
      if (field === 'id') return { field, headerName: header(field), type: 'number', flex: 0, minWidth: 90 };
      const f = kinds.get(field)!;
      const base = { field, headerName: header(field) };
      switch (f.kind) {
        case 'number':
          return { ...base, flex: 0.8, minWidth: 150, format: (v) => numberText(f.def, v, formatNumber) };
        case 'select':
          return {
            ...base,
            minWidth: 150,
            format: (v) =>
              v === null || v === undefined || v === ''
                ? ''
                : t(optionLabelKeys(def, field, v as string | number), { defaultValue: String(v) }),
          };
        case 'switch':
          return { ...base, type: 'boolean', flex: 0.5 };
        case 'date':
          return { ...base, type: 'date', flex: 0.6 };
        case 'time':
          return { ...base, flex: 0.5, minWidth: 90 };
        case 'color':
          return { ...base, type: 'color', flex: 0.6, minWidth: 130 };
        case 'weekdays':
          return {
            ...base,
            sortable: false,
            minWidth: 150,
            format: (v) => cellText(f.kind, v, { role, weekday }),
          };
        case 'ref':
        case 'refs':
        case 'roles':
        case 'tags':
          return {
            ...base,
            sortable: f.kind === 'ref',
            format: (v) => cellText(f.kind, v, { ref: f.def.ref ? refNames[f.def.ref] : undefined, role }),
          };
        default:
          // A bank account number in the 4-2-5 groups banks print.
          if (f.def.format === 'bankaccount')
            return { ...base, format: (v) => (typeof v === 'string' ? formatBankAccount(v) : '') };
          return { ...base, flex: f.name === 'name' ? 2 : 1 };
      }
    });
  }, [def, refNames, t, i18n]);

  const form = useMemo<ResourceFormConfig>(() => {
    const fixed = Object.keys(match ?? {});
    const hasTemplate = Object.values(def.fields).some((f) => f.template);
    return {
      schema: formSchema(def),
      defaultValues: { ...emptyValues(def), ...match },
      fromRecord: (row) => toFormValues(def, row),
      renderFields: (ctx) => <DefinitionFields def={def} hidden={fixed} {...ctx} />,
      // A template needs room for its text, placeholder panel and preview.
      maxWidth: hasTemplate ? 'md' : Object.keys(def.fields).length > 3 ? 'sm' : 'xs',
    };
  }, [def, match]);
  const listMatch = useMemo(() => (match ? { ...match } : undefined), [match]);

  return (
    <ResourceListPage
      resource={def.name}
      title={title}
      addLabel={addLabelKey(def.name, (key) => i18n.exists(key))}
      columns={columns}
      form={editPath ? undefined : form}
      editPath={editPath}
      defaultSort={{ [def.defaultSort.field]: def.defaultSort.dir }}
      match={listMatch}
      // On a phone the first two columns and the status stay.
      hideOnNarrow={def.listColumns.filter((c, i) => i >= 2 && c !== 'isactive')}
    />
  );
}

/**
 * The add button's and new-record dialog's text of a settings list: 'Ny <ting>' from section addlabels (issue 12),
 * else the general 'Ny oppføring'.
 */
export function addLabelKey(resource: string, exists: (key: string) => boolean): string {
  const key = `addlabels.${resource}`;
  return exists(key) ? key : 'settings.addTitle';
}
