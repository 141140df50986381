import { useCallback, useState } from 'react';
import type { StoredFile } from '@contract/modules/files/model';
import { apiPaths } from '../../../lib/api-paths';
import { notify, withToasts } from '../../../lib/toast';
import { EntityGrid } from '../../../components/admin/entity-grid';
import { PanelHeader } from '../../../components/admin/panel-header';
import { chooseSubcommitteesFile, deleteFile, useAdminFiles, useSubcommitteesFileId } from '../api';
import { adminFileTexts as texts } from '../texts';
import { AdminFileCard } from './admin-file-card';
import { AdminFileForm } from './admin-file-form';

/** The legacy way, for browsers without the asynchronous clipboard (or without the permission to use it). */
function copyWithTextarea(text: string) {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.className = 'visually-hidden';
  document.body.append(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } finally {
    textarea.remove();
  }
}

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (error) {
      console.error('Clipboard write failed', error);
    }
  }
  return copyWithTextarea(text);
}

/**
 * Files Management (SPEC.md section 2): every file as a card, with download,
 * link copy, add, edit and delete, and the choice of the file the People
 * page's 'Hostel Subcommittees' option downloads.
 */
export function FilesPanel() {
  const files = useAdminFiles();
  const subcommitteesFileId = useSubcommitteesFileId();
  // undefined: no dialog; null: adding; a file: editing it.
  const [editing, setEditing] = useState<StoredFile | null | undefined>(undefined);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Stable, so the open dialog keeps its focus when the list re-renders.
  const closeDialog = useCallback(() => setEditing(undefined), []);

  async function copyLink(file: StoredFile) {
    const copied = await copyText(window.location.origin + apiPaths.fileDownload(file._id));
    if (copied) notify.success(texts.linkCopied);
    else notify.error(texts.copyFailed);
  }

  const chooseForSubcommittees = (file: StoredFile) =>
    withToasts(
      { progress: texts.choosingSubcommittees, success: texts.subcommitteesChosen, failure: texts.chooseSubcommitteesFailed },
      () => chooseSubcommitteesFile(file._id),
    );

  async function remove(file: StoredFile) {
    if (!window.confirm(texts.confirmDelete)) return;
    setDeletingId(file._id);
    notify.loading(texts.deleting);
    try {
      await deleteFile(file._id);
      notify.success(texts.deleted);
    } catch (error) {
      console.error(error);
      notify.error(texts.deleteFailed);
    }
    setDeletingId(null);
  }

  return (
    <section className="admin-panel">
      <PanelHeader title={texts.title} addLabel={texts.add} onAdd={() => setEditing(null)} />
      <EntityGrid
        items={files}
        loadingText={texts.loading}
        emptyText={texts.empty}
        getKey={(file) => file._id}
        label={texts.listLabel}
        renderItem={(file) => (
          <AdminFileCard
            file={file}
            subcommittees={file._id === subcommitteesFileId}
            onUseForSubcommittees={() => chooseForSubcommittees(file)}
            onCopyLink={() => copyLink(file)}
            onEdit={() => setEditing(file)}
            onDelete={() => remove(file)}
            busy={deletingId === file._id}
          />
        )}
      />
      {editing !== undefined && <AdminFileForm file={editing} onClose={closeDialog} />}
    </section>
  );
}
