// Every postcode field fills its town from Posten's register (issue 12; GET /api/postcodes/{postcode}).
import { useEffect, useRef } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { api } from './api';

export type PostcodeInfo = {
  postcode: string;
  town: string;
  municipalitynumber: string;
  municipality: string;
  category: string;
};

/** A Norwegian postcode worth looking up: four digits (spaces around it ignored), else null. */
export function postcodeToLookUp(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return /^\d{4}$/.test(text) ? text : null;
}

/**
 * The town to write into the town field, or null to leave it: a town the user typed themselves is kept; an empty
 * field, or one the lookup filled before (the postcode was changed), takes the new town.
 */
export function townToFill(current: unknown, filledBefore: string | null, town: string): string | null {
  const now = typeof current === 'string' ? current.trim() : '';
  if (now === town) return null;
  return now === '' || now === filledBefore ? town : null;
}

const cache = new Map<string, Promise<PostcodeInfo | null>>();

/** The register's answer for a postcode (remembered for the page's life), null when it does not know it. */
export function lookupPostcode(postcode: string): Promise<PostcodeInfo | null> {
  let found = cache.get(postcode);
  if (!found) {
    found = api.get<PostcodeInfo>(`postcodes/${postcode}`, undefined, { silent: true }).catch(() => null);
    cache.set(postcode, found);
  }
  return found;
}

/**
 * Fills the form's town field when its postcode field holds a postcode the register knows (0150 -> Oslo), keeping a
 * town the user typed. Off while `enabled` is false (a read-only form).
 */
export function usePostcodeTown<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output type of the form's schema
  form: Pick<UseFormReturn<T, any, any>, 'control' | 'getValues' | 'setValue'>,
  postcodeField: Path<T>,
  townField: Path<T>,
  enabled = true,
): void {
  const postcode = postcodeToLookUp(useWatch({ control: form.control, name: postcodeField }));
  const filled = useRef<string | null>(null);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!enabled || !postcode) return;
    let live = true;
    void lookupPostcode(postcode).then((info) => {
      if (!live || !info) return;
      const town = townToFill(getValues(townField), filled.current, info.town);
      if (town === null) return;
      filled.current = town;
      setValue(townField, town as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
    });
    return () => {
      live = false;
    };
  }, [enabled, postcode, getValues, setValue, townField]);
}
