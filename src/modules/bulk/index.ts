import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth, requireMay } from '../../auth/guard';
import { ROLE_LABELS, entityPanelNeeds, mayEver } from '../../auth/permissions';
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
  exportedEntity,
  type ExportFile,
  type ImportEntity,
} from './model';

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
        const file = entityOf<ExportFile>(params.file);
        const entity = exportedEntity(file);
        // Whoever sees the entity's panel in the console may export it.
        if (!mayEver(admin.account, entityPanelNeeds(entity))) {
          throw new HttpError(403, bulkMessages.exportRefused(ROLE_LABELS[admin.account.role], file));
        }
        return new Response(csvDocument(await exportRows[entity](ctx.db)), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${file}-${instituteDay(new Date())}.csv"`,
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
