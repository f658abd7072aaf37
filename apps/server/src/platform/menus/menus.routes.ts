import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildMenus } from '@suite/shared/menus/build-menus';
import { inTenant } from '../request-context';
import { mergedTranslations } from '../translations/translations.service';

export async function menuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];

  // Menus from the route table, the tenant's modules and integrations and the user's permissions, named in all
  // four languages with the tenant's own wording where it has one.
  r.get('/api/useraccess/get_user_menus', { schema: { tags } }, (request) =>
    inTenant(request, async (ctx) => {
      const items = await mergedTranslations(ctx);
      const byKey = new Map(items.map((i) => [`${i.sectionkey}.${i.key}`, i]));
      return buildMenus(ctx.user.access, (titleKey) => {
        const t = byKey.get(titleKey);
        return {
          en_name: t?.en_value ?? titleKey,
          no_name: t?.no_value ?? titleKey,
          po_name: t?.po_value ?? titleKey,
          sw_name: t?.sw_value ?? titleKey,
        };
      });
    }),
  );
}
