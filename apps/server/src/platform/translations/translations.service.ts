import { and, eq } from 'drizzle-orm';
import { DEFAULT_TRANSLATIONS, defaultTranslationItems, type TranslationItem } from '@suite/shared';
import { sectionsFor } from '@suite/shared/translations/section-screens';
import type { Language } from '@suite/shared/tenants/modules';
import { badRequest } from '../errors';
import type { Ctx } from '../request-context';
import { tenantTranslations } from './translations.table';

/** Defaults merged with the tenant's overrides; an empty override falls back to the default. */
export async function mergedTranslations(ctx: Pick<Ctx, 'tx' | 'user'> | null): Promise<TranslationItem[]> {
  const items = defaultTranslationItems();
  if (!ctx) return items;
  const overrides = await ctx.tx
    .select()
    .from(tenantTranslations)
    .where(eq(tenantTranslations.tenantId, ctx.user.tenantId));
  const byKey = new Map(overrides.map((o) => [`${o.sectionkey}.${o.key}`, o]));
  return items.map((it) => {
    const o = byKey.get(`${it.sectionkey}.${it.key}`);
    if (!o) return it;
    const own = { en: o.enValue, no: o.noValue, po: o.poValue, sw: o.swValue };
    return {
      ...it,
      en_value: o.enValue || it.en_value,
      no_value: o.noValue || it.no_value,
      po_value: o.poValue || it.po_value,
      sw_value: o.swValue || it.sw_value,
      // The translations page marks and filters the tenant's own texts (issue 12).
      overridden: (['en', 'no', 'po', 'sw'] as const).filter((l) => own[l]),
    };
  });
}

/**
 * The texts of one language for the shell and/or some screens, as the client's i18next takes them
 * ({ section: { key: text } }): what a page needs, not every text in four languages (issue 11). A missing
 * translation falls back to English, as resourcesFor does.
 */
export async function textsFor(
  ctx: Pick<Ctx, 'tx' | 'user'> | null,
  query: { language: Language; shell: boolean; screens: string[]; sections: string[] },
): Promise<Record<string, Record<string, string>>> {
  const wanted = new Set([
    ...sectionsFor(Object.keys(DEFAULT_TRANSLATIONS), { shell: query.shell, screens: query.screens }),
    ...query.sections.filter((s) => s in DEFAULT_TRANSLATIONS),
  ]);
  const out: Record<string, Record<string, string>> = {};
  for (const section of wanted) out[section] = {};
  if (wanted.size === 0) return out;
  for (const it of await mergedTranslations(ctx)) {
    if (!wanted.has(it.sectionkey)) continue;
    out[it.sectionkey]![it.key] = it[`${query.language}_value`] || it.en_value;
  }
  return out;
}

/** Saves overrides; a value equal to the default (or empty) is stored empty, so it follows later default changes. */
export async function saveTranslations(ctx: Ctx, items: TranslationItem[]) {
  for (const [i, it] of items.entries()) {
    const def = DEFAULT_TRANSLATIONS[it.sectionkey]?.[it.key];
    if (!def) throw badRequest([{ field: `items.${i}.key`, message: 'invalidData' }]);
  }
  for (const it of items) {
    const def = DEFAULT_TRANSLATIONS[it.sectionkey]![it.key]!;
    const v = (value: string, d: string) => (value.trim() === '' || value === d ? '' : value);
    const row = {
      enValue: v(it.en_value, def.en),
      noValue: v(it.no_value, def.no),
      poValue: v(it.po_value, def.po),
      swValue: v(it.sw_value, def.sw),
    };
    const where = and(
      eq(tenantTranslations.tenantId, ctx.user.tenantId),
      eq(tenantTranslations.sectionkey, it.sectionkey),
      eq(tenantTranslations.key, it.key),
    );
    if (!row.enValue && !row.noValue && !row.poValue && !row.swValue) {
      await ctx.tx.delete(tenantTranslations).where(where);
      continue;
    }
    await ctx.tx
      .insert(tenantTranslations)
      .values({ tenantId: ctx.user.tenantId, sectionkey: it.sectionkey, key: it.key, ...row })
      .onConflictDoUpdate({
        target: [tenantTranslations.tenantId, tenantTranslations.sectionkey, tenantTranslations.key],
        set: { ...row, updatedon: new Date() },
      });
  }
  return mergedTranslations(ctx);
}
