// The archive's setting, as the console reads and sends it. A contract file.
import * as v from 'valibot';

export const ARCHIVE_KEEP_CHOICES = [1, 2, 3, 5, 10] as const;

export const archiveMessages = {
  keepYearsInvalid: `Keep the archive always, or for ${ARCHIVE_KEEP_CHOICES.join(', ')} years`,
  saved: (years: number | null) =>
    `The archive keeps items ${years === null ? 'always' : years === 1 ? 'for a year' : `for ${years} years`}`,
};

export const ArchiveSettings = v.object({
  /** Whole years an item stays in the archive after its date; null: always. */
  keepYears: v.nullable(v.picklist(ARCHIVE_KEEP_CHOICES, archiveMessages.keepYearsInvalid)),
});
export type ArchiveSettings = v.InferOutput<typeof ArchiveSettings>;
