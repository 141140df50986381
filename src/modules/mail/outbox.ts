// Mail is queued in the transaction of the change it tells of: it commits with
// that change, or is never sent. The sender on this instance is woken at once;
// another instance's finds it on its next look (mail/sender.ts).
import type { Transaction } from '../../db/database';
import { insertMail, type NewMail } from './repo';
import { mailMessages } from './texts';
import { mailOffice, type OfficeNotice } from './office';

export type Outbox = ReturnType<typeof mailOutbox>;

export function mailOutbox(publicUrl: string | null) {
  const senders = new Set<() => void>();
  const outbox = {
    /** Queues `mail` in the write's transaction; to an address the relay refused three times, it fails at once. */
    async queue(tx: Transaction, mail: NewMail) {
      if (!(await insertMail(tx, mail, mailMessages.undeliverable))) return;
      tx.afterCommit(() => {
        for (const wake of senders) wake();
      });
    },
    /** Tells the office, in `tx`: each account that chose the notice's kind of mail gets it. */
    office: (tx: Transaction, notice: OfficeNotice) => mailOffice(outbox, tx, notice, publicUrl),
    /** Calls `wake` after each commit that queued mail; returns what stops that. */
    onQueued(wake: () => void) {
      senders.add(wake);
      return () => void senders.delete(wake);
    },
  };
  return outbox;
}
