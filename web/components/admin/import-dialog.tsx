import { useCallback, useState } from 'react';
import type { ImportEntity, ImportReport, ImportRow } from '@contract/modules/bulk/model';
import { messageOf } from '../../lib/public-api';
import { commitImport, previewImport } from '../../lib/bulk';
import { withToasts } from '../../lib/toast';
import { Modal } from '../modal';
import { FormField } from './form-field';
import { Spinner } from '../spinner';
import { csvTexts as t, sharedTexts } from './texts';

/** The columns the preview shows of each row, by their CSV headings: enough to recognise it. */
export type ImportColumns = string[];

type Preview = { file: File; report: ImportReport } | { file: File; error: string } | 'checking' | null;

function RowStatus({ row }: { row: ImportRow }) {
  if (!row.errors.length) {
    return row.action === 'add' ? (
      <span className="badge badge-green">{t.willAdd}</span>
    ) : (
      <span className="badge badge-blue">{t.willUpdate}</span>
    );
  }
  return (
    <ul className="import-errors">
      {row.errors.map((error) => (
        <li key={`${error.column}: ${error.message}`}>
          <strong>{error.column}:</strong> {error.message}
        </li>
      ))}
    </ul>
  );
}

/** Choose a file, see what each row would do, then import it whole. */
export function ImportDialog({
  entity,
  label,
  columns,
  onClose,
}: {
  entity: ImportEntity;
  label: string;
  columns: ImportColumns;
  onClose: () => void;
}) {
  const [preview, setPreview] = useState<Preview>(null);
  const [importing, setImporting] = useState(false);
  const close = useCallback(() => !importing && onClose(), [importing, onClose]);

  async function choose(file: File | undefined) {
    if (!file) return setPreview(null);
    setPreview('checking');
    try {
      setPreview({ file, report: (await previewImport(entity, file)).data });
    } catch (error) {
      setPreview({ file, error: messageOf(error, t.previewFailed) });
    }
  }

  const report = preview && typeof preview === 'object' && 'report' in preview ? preview.report : null;

  async function runImport() {
    if (!preview || typeof preview !== 'object') return;
    setImporting(true);
    const done = await withToasts({ progress: t.importing, success: t.submit, failure: t.importFailed }, () =>
      commitImport(entity, preview.file),
    );
    setImporting(false);
    if (done) onClose();
  }

  return (
    <Modal title={t.importTitle(label)} onClose={close} size="wide">
      <div className="import-dialog">
        <p className="import-intro">{t.intro}</p>
        <FormField id={`import-${entity}-file`} label={t.file}>
          {(control) => (
            <input
              {...control}
              className="import-file-input"
              type="file"
              accept=".csv,text/csv"
              disabled={importing}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          )}
        </FormField>
        {preview === 'checking' && <Spinner label={t.checking} />}
        {preview && typeof preview === 'object' && 'error' in preview && (
          <p className="import-problem" role="alert">
            {preview.error}
          </p>
        )}
        {report && (
          <>
            <p className={report.withErrors ? 'import-summary import-summary-errors' : 'import-summary'} role="status">
              {t.summary(report.added, report.updated)}
              {report.withErrors ? t.withErrors(report.withErrors) : t.ready}
            </p>
            <p className="import-note">{report.note}</p>
            <div className="import-preview" tabIndex={0} role="region" aria-label={t.previewLabel}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t.row}</th>
                    {columns.map((column) => (
                      <th scope="col" key={column}>
                        {column}
                      </th>
                    ))}
                    <th scope="col">{t.status}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.row} className={row.errors.length ? 'import-row-error' : undefined}>
                      <td>{row.row}</td>
                      {columns.map((column) => (
                        <td key={column}>{row.values[column] ?? ''}</td>
                      ))}
                      <td>
                        <RowStatus row={row} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <div className="form-actions">
          <button type="button" className="button button-ghost" onClick={close} disabled={importing}>
            {sharedTexts.cancel}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={runImport}
            disabled={!report || report.withErrors > 0 || importing}
          >
            {t.submit}
          </button>
        </div>
      </div>
    </Modal>
  );
}
