import * as v from 'valibot';
import { MANIFEST, entitiesWith, type EntityCsvFile, type EntityName } from '../../manifest';
import { bulkMessages } from './texts';

export { bulkMessages };

/** The entities that export, each as `GET /api/admin/export/{file}.csv`, the file its manifest row names. */
const EXPORTED = entitiesWith('csv');
export const EXPORT_FILES = EXPORTED.map((name) => MANIFEST[name].csv);
export type ExportFile = EntityCsvFile;
/** The entity an export's file holds. */
export const exportedEntity = (file: ExportFile): EntityName =>
  EXPORTED.find((name) => MANIFEST[name].csv === file) ?? EXPORTED[0];

/** The entities that import, each as `POST /api/admin/import/{entity}.csv`. */
export const IMPORT_ENTITIES = ['people', 'hostels'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const ExportParams = v.object({
  file: v.picklist(
    EXPORT_FILES.map((file) => `${file}.csv` as const),
    'There is no such export.',
  ),
});

export const ImportParams = v.object({
  file: v.picklist(
    IMPORT_ENTITIES.map((entity) => `${entity}.csv` as const),
    'There is no such import.',
  ),
});

export const ImportQuery = v.object({
  mode: v.picklist(['preview', 'commit'], "mode must be 'preview' or 'commit'"),
});

export const ImportBody = v.object({ file: v.instance(File, 'Choose a CSV file to import.') });

/** One row of the file: its row number in a spreadsheet (the header is row 1), what it does, its values, its errors. */
export const ImportRow = v.object({
  row: v.number(),
  action: v.picklist(['add', 'update']),
  values: v.record(v.string(), v.string()),
  errors: v.array(v.object({ column: v.string(), message: v.string() })),
});
export type ImportRow = v.InferOutput<typeof ImportRow>;

/** What an import would do (preview) or did (commit). */
export const ImportReport = v.object({
  columns: v.array(v.string()),
  rows: v.array(ImportRow),
  added: v.number(),
  updated: v.number(),
  withErrors: v.number(),
  note: v.string(),
});
export type ImportReport = v.InferOutput<typeof ImportReport>;
