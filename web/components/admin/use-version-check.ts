import { useRef, useState, type ComponentProps } from 'react';
import type { WriteHeaders } from '../../lib/api';
import { basedOn, changedSince, type ChangedSince } from '../../lib/record-version';
import { formChanges, type ChangedMeanwhile } from './changed-meanwhile';

/**
 * A save refused because the record changed after the form was filled:
 * the version the form was filled from, and the one saved now.
 */
type Conflict<T> = ChangedSince & { ours: T; theirs: T };

/**
 * The version a form's record was read at (null: adding, nothing to check),
 * sent with its save; on the server's 412, the record read again (`reload`
 * refreshes the list it came from) to show what changed, until the person
 * loads theirs or saves over it.
 */
export function useVersionCheck<T extends { updatedAt?: string | null }>(
  record: T | null,
  reload: () => Promise<T | undefined>,
) {
  // A ref: "Save mine over theirs" moves it on in the click that then submits the form.
  const base = useRef(record);
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);

  /** A failed save's error: a 412 reads the record again and shows the conflict. */
  async function noticeFailure(error: unknown) {
    const changed = changedSince(error);
    if (!changed || !base.current) return;
    const theirs = await reload();
    if (theirs) setConflict({ ...changed, ours: base.current, theirs });
  }

  return {
    conflict,
    /**
     * Runs the save with the headers of the version the form was
     * filled from; its failure is thrown on, a 412 shown first.
     */
    async save<R>(write: (headers: WriteHeaders) => Promise<R>) {
      try {
        return await write(base.current ? basedOn(base.current.updatedAt ?? null) : {});
      } catch (error) {
        await noticeFailure(error);
        throw error;
      }
    },
    /** The form was filled anew from `record` (a form that follows its record while untouched). */
    rebase(record: T) {
      base.current = record;
    },
    /** The form now starts from their version: what it returns. */
    loadTheirs() {
      const theirs = conflict!.theirs;
      base.current = theirs;
      setConflict(null);
      return theirs;
    },
    /** The next save replaces their version on purpose. */
    saveOverTheirs() {
      base.current = conflict!.theirs;
      setConflict(null);
    },
  };
}

type VersionCheck<T> = ReturnType<typeof useVersionCheck<T & { updatedAt?: string | null }>>;

/**
 * What ChangedMeanwhile shows of a form's conflict (null without one): the
 * fields whose values differ between the two versions, named by `label`;
 * "Load their version" hands their values and record to `load`.
 */
export function changedMeanwhileOf<T, Values extends object>(
  version: VersionCheck<T>,
  {
    valuesOf,
    label,
    load,
  }: { valuesOf: (record: T) => Values; label: (field: string) => string; load: (values: Values, theirs: T) => void },
): ComponentProps<typeof ChangedMeanwhile> | null {
  const { conflict } = version;
  return (
    conflict && {
      changedBy: conflict.changedBy,
      changedAt: conflict.changedAt,
      changes: formChanges(valuesOf(conflict.ours), valuesOf(conflict.theirs), label),
      onLoadTheirs: () => {
        const theirs = version.loadTheirs();
        load(valuesOf(theirs), theirs);
      },
      onSaveMine: version.saveOverTheirs,
    }
  );
}
