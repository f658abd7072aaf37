// spec 02 §7 POST file/share and §3 "Report sharing input": the report e-mailed with its PDF attached through
// sendRecordMail, so it is kept in the record's mail history. spec 02 §8: errors in share are logged; a share that
// produced nothing answers the failure flag 0.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { reportShareSchema } from '@suite/shared/checklists/index';
import { checklistsapi as T } from '@suite/shared/translations/sections/checklists-api';
import { Problem } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/file-storage';
import { files } from '../../platform/files/files.table';
import { mailCtx, sendRecordMail } from '../../platform/mail/record-mail';
import { inTenant } from '../../platform/request-context';
import { customerOfRecord, checklistRecordModule } from './checklist-records';
import { renderChecklists, reportFileName } from './checklist-pdf.service';
import { CHECKLIST_REPORT_FILE_MODULE_ID } from './checklists.service';
import { notFound } from '../../platform/errors';

type ShareBody = z.output<typeof reportShareSchema>;

/** The mail's attachment: the checklists rendered now, or a report a generate_pdf call stored before. */
export async function shareReport(request: FastifyRequest, storage: FileStorage, body: ShareBody) {
  try {
    return await inTenant(request, async (ctx) => {
      let pdf: Buffer | null = null;
      let filename = reportFileName(body.filename, 'checklist_export');
      if (body.checklistids?.length) {
        const r = await renderChecklists(ctx, storage, body.checklistids, {
          language: body.language,
          visiblefilename: body.filename,
        });
        pdf = r.pdf;
        filename = r.fileName;
      } else if (body.fileguid) {
        const [row] = await ctx.tx
          .select()
          .from(files)
          .where(
            and(
              eq(files.tenantId, ctx.user.tenantId),
              eq(files.file_guid, body.fileguid),
              eq(files.moduleid, CHECKLIST_REPORT_FILE_MODULE_ID),
            ),
          );
        if (!row) throw notFound();
        const chunks: Buffer[] = [];
        for await (const chunk of await storage.read(ctx.user.tenantId, row.file_guid))
          chunks.push(chunk as Buffer);
        pdf = Buffer.concat(chunks);
      }
      // spec 02 §8: a share with no data answers the failure flag 0.
      if (!pdf) return { data: 0 };
      // The record mailed from must be the tenant's (another tenant's id: 404).
      const m = checklistRecordModule(body.moduleid);
      if (m && !(await m.exists(ctx, body.recordid))) throw notFound();
      const lang = body.language ?? 'no';
      const result = await sendRecordMail(mailCtx(request, ctx), {
        to: body.to,
        cc: body.cc,
        subject: body.subject,
        text: body.body?.trim() ? body.body : T.shareDefaultBody[lang],
        moduleid: body.moduleid,
        recordid: body.recordid,
        customer_id: m ? await customerOfRecord(ctx, body.moduleid, body.recordid) : null,
        attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
      });
      if (result.status === 'failed')
        request.log.error({ mail: result.id, error: result.error }, 'checklist share failed');
      return { data: result.status === 'failed' ? 0 : result.id, status: result.status, error: result.error };
    });
  } catch (error) {
    // spec 02 §8: errors in share are logged; the caller's own mistakes (400, 403, 404) still reach it.
    request.log.error({ err: error }, 'checklist share');
    if (error instanceof Problem) throw error;
    return { data: 0 };
  }
}
