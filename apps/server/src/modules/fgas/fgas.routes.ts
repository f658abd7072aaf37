import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '@suite/shared';
import { fgasReportQuerySchema, fgasReportSchema, type FgasReportInput } from '@suite/shared/fgas/index';
import { forbidden } from '../../platform/errors';
import { inTenant, READ_ONLY, type Ctx } from '../../platform/request-context';
import { languageOf } from '../../platform/translations/translate';
import { drainfillReport, drainfillReportXlsx, fgasReport, fgasReportXlsx } from './fgas.service';

/** spec 02 §2 report routes: each report has its own permission (reports_full_access grants both). */
type Report = {
  permission: string;
  list: (ctx: Ctx, input: FgasReportInput) => Promise<unknown>;
  xlsx: (ctx: Ctx, f: FgasReportInput, lang: Language) => Promise<{ buffer: Buffer; filename: string }>;
};
const REPORTS: Record<string, Report> = {
  f_gas_reports: { permission: 'reports_f_gas_reports', list: fgasReport, xlsx: fgasReportXlsx },
  drainfill_reports: {
    permission: 'reports_drainfill_reports',
    list: drainfillReport,
    xlsx: drainfillReportXlsx,
  },
};

/**
 * The F-gas reports (issue 8; spec 02 §2 /f_gas_reports and /drainfill_reports): POST {report}/list with the filters
 * (period, customer, equipment, refrigerant, paging) answers {items, total, totals}; GET {report}/export with the
 * same filters as query text answers the XLSX.
 */
export async function fgasRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (!/^\/api\/(f_gas_reports|drainfill_reports)\//.test(request.url)) return;
    if (s && !s.user.config.enabledmodules.includes('reports')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  for (const [name, report] of Object.entries(REPORTS)) {
    const config = { access: { permission: report.permission } };
    r.post(`/api/${name}/list`, { schema: { body: fgasReportSchema, tags }, config }, (request) =>
      inTenant(request, (ctx) => report.list(ctx, request.body), READ_ONLY),
    );
    // A GET, so the browser downloads it by a plain link with the list's filters in the address.
    r.get(
      `/api/${name}/export`,
      { schema: { querystring: fgasReportQuerySchema, tags }, config },
      async (request, reply) => {
        const { language, ...filter } = request.query;
        const lang = language ?? languageOf(request.headers['x-language']);
        const file = await inTenant(request, (ctx) => report.xlsx(ctx, filter, lang), READ_ONLY);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.buffer);
      },
    );
  }
}
