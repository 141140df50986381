import { useState } from 'react';
import type { BackupInfo } from '@contract/modules/backups/model';
import { DownloadIcon } from '../../../components/icons';
import { TrashIcon } from '../../../components/admin/icons';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { messageOf } from '../../../lib/public-api';
import { formatDateTime } from '../../../lib/format';
import { formatFileSize } from '../../../lib/file-size';
import { notify, withToasts } from '../../../lib/toast';
import { backUpNow, deleteBackup, downloadBackup, useBackups } from '../api';
import { backupTexts } from '../texts';

/** The Backups panel: the site's backups, newest first, with 'Back up now', downloads and deletes. */
export function BackupsPanel() {
  const backups = useBackups();
  const [backingUp, setBackingUp] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  // The backup the confirm prompt asks about, and whether its delete is running.
  const [asking, setAsking] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function remove(name: string) {
    setDeleting(true);
    await withToasts(
      { progress: backupTexts.deleting, success: backupTexts.deleted, failure: backupTexts.deleteFailed },
      () => deleteBackup(name),
    );
    setDeleting(false);
    setAsking(null);
  }

  async function makeBackup() {
    setBackingUp(true);
    await withToasts(
      { progress: backupTexts.backingUp, success: backupTexts.created, failure: backupTexts.failed },
      backUpNow,
    );
    setBackingUp(false);
  }

  async function download(backup: BackupInfo) {
    setDownloading(backup.name);
    try {
      await downloadBackup(backup.name);
    } catch (error) {
      console.error(error);
      notify.error(messageOf(error, backupTexts.downloadFailed));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <section className="admin-panel backups-panel">
      <header className="panel-header">
        <h2>{backupTexts.title}</h2>
        <button type="button" className="button button-primary panel-add" onClick={makeBackup} disabled={backingUp}>
          {backingUp ? backupTexts.backingUp : backupTexts.backUpNow}
        </button>
      </header>
      <p className="backups-intro">{backupTexts.intro}</p>
      {!backups ? (
        <Spinner label={backupTexts.loading} />
      ) : backups.length === 0 ? (
        <p className="empty-state admin-empty">{backupTexts.empty}</p>
      ) : (
        <div className="backups-table-frame card">
          <table className="backups-table" aria-label={backupTexts.listLabel}>
            <thead>
              <tr>
                <th scope="col">{backupTexts.columns.time}</th>
                <th scope="col">{backupTexts.columns.kind}</th>
                <th scope="col" className="backups-size">
                  {backupTexts.columns.size}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{backupTexts.columns.download}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {backups.map((backup) => (
                <tr key={backup.name}>
                  <td>
                    <time dateTime={backup.createdAt}>{formatDateTime(backup.createdAt)}</time>
                    <span className="backups-name">{backup.name}</span>
                  </td>
                  <td>
                    <span className={`badge${backup.kind === 'manual' ? ' badge-blue' : ''}`}>
                      {backupTexts.kinds[backup.kind]}
                    </span>
                  </td>
                  <td className="backups-size">{formatFileSize(backup.size)}</td>
                  <td className="backups-action">
                    <button
                      type="button"
                      className="button button-outline button-small"
                      onClick={() => download(backup)}
                      disabled={downloading === backup.name}
                      aria-label={backupTexts.downloadLabel(backup.name)}
                    >
                      <DownloadIcon size={16} />
                      <span>{backupTexts.download}</span>
                    </button>
                    <button
                      type="button"
                      className="button button-outline button-small button-danger-outline"
                      onClick={() => setAsking(backup.name)}
                      aria-label={backupTexts.deleteLabel(backup.name)}
                    >
                      <TrashIcon size={16} />
                      <span>{backupTexts.delete}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={backupTexts.confirmTitle}
          onConfirm={() => remove(asking)}
          onCancel={() => setAsking(null)}
          busy={deleting}
        >
          <p>{backupTexts.confirmBody(asking)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
