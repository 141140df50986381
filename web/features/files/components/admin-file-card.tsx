import { useEffect, useRef } from 'react';
import type { StoredFile } from '@contract/modules/files/model';
import { DownloadIcon, LinkIcon, UsersIcon } from '../../../components/icons';
import { CardButton, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import type { CardActions } from '../../../components/admin/entity-panel';
import { apiPaths } from '../../../lib/api-paths';
import { adminFileTexts as texts } from '../admin-texts';

type AdminFileCardProps = CardActions & {
  file: StoredFile;
  /** Whether the People page's 'Hostel Subcommittees' option downloads this file. */
  subcommittees: boolean;
  onUseForSubcommittees: () => void;
  onCopyLink: () => void;
};

export function AdminFileCard({
  file,
  subcommittees,
  onUseForSubcommittees,
  onCopyLink,
  onEdit,
  onDelete,
  busy,
}: AdminFileCardProps) {
  const mark = useRef<HTMLSpanElement>(null);
  // The button goes once its file is chosen: its focus moves to the mark, not to the page's start.
  const markChosenHere = useRef(false);
  useEffect(() => {
    if (!subcommittees || !markChosenHere.current) return;
    markChosenHere.current = false;
    mark.current?.focus();
  }, [subcommittees]);

  return (
    <EntityCard
      title={file.file_name}
      badges={
        subcommittees && (
          <span ref={mark} tabIndex={-1} className="badge badge-blue">
            {texts.subcommitteesMark}
          </span>
        )
      }
      updatedAt={file.updatedAt}
      actions={
        <div className="admin-file-card-actions">
          <a
            className="button button-primary button-small"
            href={apiPaths.fileDownload(file._id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={texts.downloadLabel(file.file_name)}
          >
            <DownloadIcon size={16} />
            {texts.download}
          </a>
          <CardButton
            label={texts.copyLink}
            ariaLabel={texts.copyLinkLabel(file.file_name)}
            onClick={onCopyLink}
            icon={<LinkIcon size={16} />}
            tone="ghost"
          />
          {!subcommittees && (
            <CardButton
              label={texts.useForSubcommittees}
              // biome-ignore lint/correctness/useHookAtTopLevel: a text named for its button, not a hook
              ariaLabel={texts.useForSubcommitteesLabel(file.file_name)}
              onClick={() => {
                markChosenHere.current = true;
                onUseForSubcommittees();
              }}
              icon={<UsersIcon size={16} />}
              tone="ghost"
            />
          )}
          <EditDeleteButtons name={file.file_name} onEdit={onEdit} onDelete={onDelete} disabled={busy} variant="text" />
        </div>
      }
    >
      {file.description && <p className="admin-card-text">{file.description}</p>}
      <p className="admin-file-card-meta">
        <span className={`badge ${file.for_student ? 'badge-green' : 'badge-gray'}`}>
          {file.for_student ? texts.forStudentsYes : texts.forStudentsNo}
        </span>
      </p>
      <p className="admin-file-card-original">{texts.uploadedFile(file.originalName)}</p>
    </EntityCard>
  );
}
