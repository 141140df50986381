import { useId } from 'react';
import { FileIcon } from '../../../components/icons';
import { useSubcommitteesFileId } from '../admin-api';
import { adminFileTexts as texts } from '../admin-texts';

/**
 * The dashboard's reminder while no file is set for the People page's
 * 'Hostel Subcommittees' option (a site made without --demo starts so);
 * `onOpenFiles` opens the Files panel, where a file's card sets it.
 */
export function SubcommitteesUnsetCard({ onOpenFiles }: { onOpenFiles: () => void }) {
  const fileId = useSubcommitteesFileId();
  const titleId = useId();
  if (fileId !== null) return null;
  return (
    <section className="subcommittees-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FileIcon size={20} />
        {texts.subcommitteesUnsetTitle}
      </h2>
      <p>{texts.subcommitteesUnset}</p>
      <button type="button" className="button button-primary button-small" onClick={onOpenFiles}>
        {texts.openFiles}
      </button>
    </section>
  );
}
