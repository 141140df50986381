import * as v from 'valibot';

/** A backup's name carries its time and kind; names are checked against it before they touch a path. */
export const BACKUP_NAME_PATTERN =
  /^hostel-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-(scheduled|before-upgrade))?\.tar(?:\.gz)?$/;

export const BackupName = v.pipe(
  v.string(),
  v.maxLength(100),
  v.regex(BACKUP_NAME_PATTERN, 'This is not the name of a backup.'),
);

export const BackupNameParam = v.object({ name: BackupName });

export const DownloadQuery = v.object({
  expires: v.optional(v.pipe(v.string(), v.maxLength(20))),
  signature: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export const BackupInfo = v.object({
  name: BackupName,
  /** Bytes. */
  size: v.number(),
  createdAt: v.string(),
  /** Scheduled ones are pruned to the newest few; the others stay until deleted by hand. */
  kind: v.picklist(['manual', 'scheduled', 'before-upgrade']),
});
export type BackupInfo = v.InferOutput<typeof BackupInfo>;

export const DownloadLink = v.object({ url: v.string(), expiresAt: v.string() });
export type DownloadLink = v.InferOutput<typeof DownloadLink>;

export const backupMessages = {
  created: 'Backup created',
  linkCreated: 'Download link created',
  deleted: 'Backup deleted',
  notFound: 'There is no such backup.',
  failed: 'The backup could not be made. The server log says why.',
  linkInvalid: 'This download link is not valid or has expired. Start the download again from the admin console.',
};
