// Mail is queued in the transaction of the change it tells of: it commits with
// that change, or is never sent. The sender on this instance is woken at once;
// another instance's finds it on its next look (mail/sender.ts).
import type { Transaction } from '../../db/database';
import { insertMail, type NewMail } from './repo';

export type Outbox = ReturnType<typeof mailOutbox>;

export function mailOutbox() {
  const senders = new Set<() => void>();
  return {
    async queue(tx: Transaction, mail: NewMail) {
      await insertMail(tx, mail);
      tx.afterCommit(() => {
        for (const wake of senders) wake();
      });
    },
    /** Calls `wake` after each commit that queued mail; returns what stops that. */
    onQueued(wake: () => void) {
      senders.add(wake);
      return () => void senders.delete(wake);
    },
  };
}
