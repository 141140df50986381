import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth, requireMay } from '../../auth/guard';
import { PANEL_NEEDS, ROLE_LABELS, may, type Action } from '../../auth/permissions';
import { HttpError } from '../../http/errors';
import { csvDocument } from '../../http/csv';
import { instituteDay } from '../../institute';
import { exportRows } from './exports';
import { importRows, importedText, planImport } from './imports';
import { Written, document, responds } from '../../http/contract';
import {
  ExportParams,
  ImportBody,
  ImportParams,
  ImportQuery,
  ImportReport,
  bulkMessages,
  type ExportEntity,
  type ImportEntity,
} from './model';

/** Who may export: whoever sees the entity's panel in the console; every account for the panels all see. */
const exportNeeds = (entity: ExportEntity): Action | undefined =>
  (PANEL_NEEDS as Partial<Record<ExportEntity, Action>>)[entity];

const entityOf = <E extends string>(file: `${E}.csv`) => file.slice(0, -'.csv'.length) as E;

/**
 * Bulk changes: every panel's entity as a CSV file, and people
 * and hostels back from one. An import is checked first (`mode=preview`,
 * nothing written), then written whole (`mode=commit`: checked again inside
 * one write transaction, every row or none).
 */
export function bulkRoutes(ctx: AppContext) {
  return new Elysia({ prefix: '/api/admin' })
    .use(adminAuth(ctx))
    .get(
      '/export/:file',
      async ({ params, admin }) => {
        const entity = entityOf<ExportEntity>(params.file);
        const needs = exportNeeds(entity);
        if (needs && !may(admin.account, needs)) {
          throw new HttpError(403, bulkMessages.exportRefused(ROLE_LABELS[admin.account.role], entity));
        }
        return new Response(csvDocument(await exportRows[entity](ctx.db)), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${entity}-${instituteDay(new Date())}.csv"`,
            'Cache-Control': 'no-store',
          },
        });
      },
      {
        admin: true,
        params: ExportParams,
        detail: responds("A panel's records as CSV", { 200: document('text/csv', 'The records, one a row') }),
      },
    )
    .post(
      '/import/:file',
      async ({ params, query, body, admin }) => {
        const entity = entityOf<ImportEntity>(params.file);
        requireMay(admin.account, `${entity}.create`);
        const text = await importedText(body.file);
        if (query.mode === 'preview') {
          const { report } = await planImport(ctx.db, entity, text);
          return { message: bulkMessages.previewed, data: report };
        }
        const done = await importRows(ctx, admin, entity, body.file.name, text);
        return { message: bulkMessages.imported(done.added, done.updated), data: done };
      },
      {
        admin: true,
        params: ImportParams,
        query: ImportQuery,
        body: ImportBody,
        detail: responds('Check (preview) or write (commit) people or hostels from a CSV file', {
          200: Written(ImportReport),
        }),
      },
    );
}
