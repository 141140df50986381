import { useState } from 'react';
import type { ImportEntity } from '@contract/modules/bulk/model';
import type { ExportedEntity } from '@contract/manifest';
import { downloadCsv } from '../../lib/bulk';
import { withToasts } from '../../lib/toast';
import { DownloadIcon, FileIcon } from '../icons';
import { ImportDialog, type ImportColumns } from './import-dialog';
import { csvTexts as t } from './texts';

/** A panel's 'Export CSV': everything the console lists, saved as a file a spreadsheet opens. */
export function ExportButton({ entity }: { entity: ExportedEntity }) {
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    await withToasts({ progress: t.exporting, success: t.export, failure: t.exportFailed }, async () => ({
      message: t.exported(await downloadCsv(entity)),
    }));
    setBusy(false);
  }
  return (
    <button type="button" className="button button-ghost" onClick={exportCsv} disabled={busy}>
      <DownloadIcon size={18} />
      {t.export}
    </button>
  );
}

/** 'Import CSV' and its dialog: a preview of every row, then all rows written or none. */
export function ImportButton({
  entity,
  label,
  columns,
}: {
  entity: ImportEntity;
  label: string;
  columns: ImportColumns;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-ghost" onClick={() => setOpen(true)}>
        <FileIcon size={18} />
        {t.import}
      </button>
      {open && <ImportDialog entity={entity} label={label} columns={columns} onClose={() => setOpen(false)} />}
    </>
  );
}
