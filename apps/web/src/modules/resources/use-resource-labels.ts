import type { ResourceDef } from '@suite/shared/resources/define-resource';
import { resourceDef } from '@suite/shared/resources/registry';
import { displayFieldOf } from '@suite/shared/resources/define-resource';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi, resourceKeys } from '../settings/resource.api';
import type { ResourceRow } from '../settings/resource.types';
import { humanizeField, labelKeys } from './resource-form.logic';

/** A field's label: the resource's own text, the generic one, or the field's name made readable. */
export function useFieldLabel(def: ResourceDef): (field: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: string) => t(labelKeys(def, field), { defaultValue: humanizeField(field, def.fields[field]) }),
    [t, def],
  );
}

/** The text an item of another resource is shown by (its display field, else its name, else its id). */
export function itemLabel(ref: string, item: ResourceRow): string {
  const target = resourceDef(ref);
  const field = target ? displayFieldOf(target) : 'name';
  const text = field ? item[field] : undefined;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : `#${item.id}`;
}

/** The active items of another resource (plus `keepIds`, so a saved but deactivated choice still shows). */
export function activeItemsQuery(ref: string, keepIds: number[] = []) {
  return {
    queryKey: [...resourceKeys.active(ref), keepIds] as const,
    queryFn: () => resourceApi.getActive<ResourceRow & { disabled?: boolean }>(ref, keepIds),
    staleTime: 60_000,
  };
}

/** id -> label of every referenced resource the definition names, for the list's cells. */
export function useReferenceNames(def: ResourceDef): Record<string, ReadonlyMap<number, string>> {
  const refs = useMemo(
    () => [...new Set(Object.values(def.fields).flatMap((f) => (f.ref ? [f.ref] : [])))],
    [def],
  );
  // combine re-runs only when a result changes, so the columns built from it stay put between renders.
  const combine = useCallback(
    (results: { data?: (ResourceRow & { disabled?: boolean })[] }[]) => {
      const out: Record<string, ReadonlyMap<number, string>> = {};
      refs.forEach((ref, i) => {
        out[ref] = new Map((results[i]?.data ?? []).map((item) => [item.id, itemLabel(ref, item)]));
      });
      return out;
    },
    [refs],
  );
  return useQueries({ queries: refs.map((ref) => activeItemsQuery(ref)), combine });
}
