import type { StoredFile } from '@contract/modules/files/model';
import { apiPaths } from '../../../lib/api-paths';
import { notify, withToasts } from '../../../lib/toast';
import { copyText } from '../../../lib/clipboard';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { useNeedsTranslation } from '../../../components/admin/use-translations';
import { useEntityGrants } from '../../../lib/grants';
import { chooseSubcommitteesFile, fileWrites, useAdminFiles, useSubcommitteesFileId } from '../admin-api';
import { adminFileTexts as texts } from '../admin-texts';
import { AdminFileCard } from './admin-file-card';
import { AdminFileForm } from './admin-file-form';

/**
 * Files Management (SPEC.md section 2): every file as a card, with download,
 * link copy, add, edit and delete, and the choice of the file the People
 * page's 'Hostel Subcommittees' option downloads.
 */
export function FilesPanel() {
  const grants = useEntityGrants<StoredFile>('files');
  const files = useAdminFiles();
  const needsTranslation = useNeedsTranslation('files');
  const subcommitteesFileId = useSubcommitteesFileId();

  async function copyLink(file: StoredFile) {
    const copied = await copyText(window.location.origin + apiPaths.fileDownload(file._id));
    if (copied) notify.success(texts.linkCopied);
    else notify.error(texts.copyFailed);
  }

  const chooseForSubcommittees = (file: StoredFile) =>
    withToasts(
      {
        progress: texts.choosingSubcommittees,
        success: texts.subcommitteesChosen,
        failure: texts.chooseSubcommitteesFailed,
      },
      () => chooseSubcommitteesFile(file._id),
    );

  return (
    <EntityPanel
      grants={grants}
      csv={{ entity: 'files' }}
      texts={texts}
      items={files}
      needsTranslation={needsTranslation && ((file) => needsTranslation(file._id))}
      remove={fileWrites.remove}
      // SPEC.md section 8 fixes the failure text whatever the server says.
      deleteFailureText={(_error, fallback) => fallback}
      renderCard={(file, actions) => (
        <AdminFileCard
          file={file}
          subcommittees={file._id === subcommitteesFileId}
          onUseForSubcommittees={() => chooseForSubcommittees(file)}
          onCopyLink={() => copyLink(file)}
          {...actions}
        />
      )}
      renderForm={(file, close) => <AdminFileForm file={file} onClose={close} />}
    />
  );
}
