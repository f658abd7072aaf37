/**
 * Adds or removes a key and keeps the product's own order of the keys (modules, integrations, languages), so a
 * saved list reads the same whatever order the boxes were ticked in. Keys outside `order` are kept at the end.
 */
export function toggleInList<T extends string>(
  list: readonly T[],
  key: T,
  on: boolean,
  order: readonly T[],
): T[] {
  const chosen = new Set(list.filter((k) => k !== key));
  if (on) chosen.add(key);
  const known = order.filter((k) => chosen.has(k));
  const unknown = [...chosen].filter((k) => !order.includes(k));
  return [...known, ...unknown];
}
