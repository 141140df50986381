import type { StoredFile } from '@contract/modules/files/model';
import { CalendarIcon, DownloadIcon, FileIcon } from '../../../components/icons';
import { formatPublicDate } from '../../../lib/public-format';
import { apiPaths } from '../../../lib/api-paths';
import { formatFileSize } from '../../../lib/file-size';
import { langOf } from '../../../lib/content-language';
import { publicFileTexts as texts } from '../texts';
import { downloadFile } from '../api';

function fileKind(file: StoredFile) {
  const extension = file.originalName.match(/\.([a-z0-9]{1,5})$/i)?.[1];
  return extension ? extension.toUpperCase() : texts.unknownKind;
}

export function PublicFileItem({ file }: { file: StoredFile }) {
  return (
    <li className="card public-file" data-testid="public-file">
      <span className="public-file-icon" aria-hidden="true">
        <FileIcon size={26} />
        <small>{fileKind(file)}</small>
      </span>
      <div className="public-file-body">
        <h2 lang={langOf(file, 'file_name')}>{file.file_name}</h2>
        {file.description ? (
          <p lang={langOf(file, 'description')}>{file.description}</p>
        ) : (
          <p className="public-file-no-description">{texts.noDescription}</p>
        )}
        <p className="public-file-meta">
          <CalendarIcon size={14} />
          <span>
            {texts.added} <time dateTime={file.createdAt}>{formatPublicDate(file.createdAt)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>{formatFileSize(file.size)}</span>
        </p>
      </div>
      <a
        className="button button-primary public-file-download"
        href={apiPaths.fileDownload(file._id)}
        download={file.file_name}
        aria-label={texts.downloadLabel(file.file_name)}
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void downloadFile(apiPaths.fileDownload(file._id), file.file_name);
        }}
      >
        <DownloadIcon size={18} />
        {texts.download}
      </a>
    </li>
  );
}
