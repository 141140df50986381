import { useRef, useState } from 'react';
import { basedOn, changedSince, type ChangedSince } from '../../lib/record-version';

/** A save refused because the record changed after the form was filled: the version the form was filled from, and the one saved now. */
export type Conflict<T> = ChangedSince & { ours: T; theirs: T };

/**
 * The version a form's record was read at, sent with its save; on the
 * server's 412, the record read again (`reload` refreshes the list it came
 * from) to show what changed, until the person loads theirs or saves over it.
 */
export function useVersionCheck<T extends { _id: string; updatedAt?: string | null }>(record: T | null, reload: (id: string) => Promise<T | undefined>) {
  // A ref: "Save mine over theirs" moves it on in the click that then submits the form.
  const base = useRef(record);
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);

  return {
    conflict,
    /** The headers of the save: the version the form was filled from. */
    headers: () => (base.current ? basedOn(base.current.updatedAt ?? null) : {}),
    /** Called with a failed save's error: a 412 reads the record again and shows the conflict. */
    async noticeFailure(error: unknown) {
      const changed = changedSince(error);
      if (!changed || !base.current) return;
      const theirs = await reload(base.current._id);
      if (theirs) setConflict({ ...changed, ours: base.current, theirs });
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
