// Mail for the office: each account chooses, in its profile, which of the
// office's own mails it receives at the address an owner gave it. Only what
// its role may see is offered (an editor gets no backup mail), and the mail is
// queued in the transaction of what it tells of.
import type { Queries, Transaction } from '../../db/database';
import { mayEver, type Action, type Role } from '../../auth/permissions';
import { nowIso } from '../../ids';
import { SITE_NAME, instituteDate, instituteDateTime } from '../../institute';
import type { CertificateTrouble } from '../../transport/certificate-status';
import type { Outbox } from './outbox';
import { OFFICE_MAIL, officeMails, type OfficeMail } from './texts';

/** What an account must be able to do to receive each kind; null: every account (its own sign-in's mail). */
const OFFICE_MAIL_NEEDS: Record<OfficeMail, Action | null> = {
  feedback: 'feedback.manage',
  'backup failed': 'backups.manage',
  certificate: 'certificate.read',
  'new device': null,
  'two-step off': null,
  'account request': 'accounts.manage',
};

/** The kinds of mail an account of `role` may choose. */
export const officeMailFor = (role: Role) =>
  OFFICE_MAIL.filter((kind) => {
    const need = OFFICE_MAIL_NEEDS[kind];
    return need === null || mayEver({ id: '', role, hostels: [] }, need);
  });

type Recipient = { id: string; username: string; role: Role; email: string | null; mail_choices: string };

const choicesOf = (recipient: Recipient) => JSON.parse(recipient.mail_choices) as OfficeMail[];

/** The enabled accounts with an address that chose `kind` and may receive it (`only`: that one account). */
async function recipients(db: Queries, kind: OfficeMail, only?: string) {
  const rows = await db.all<Recipient>(
    `SELECT id, username, role, email, mail_choices FROM admins WHERE disabled = 0 AND email IS NOT NULL
     ${only === undefined ? '' : 'AND id = ?'}`,
    ...(only === undefined ? [] : [only]),
  );
  return rows.filter((row) => choicesOf(row).includes(kind) && officeMailFor(row.role).includes(kind));
}

/**
 * What the office is told of: new feedback, a failed backup, the https certificate near its end or not renewed, a
 * sign-in to an account from a browser it had not used, an account's two-step sign-in turned off (by whom).
 */
export type OfficeNotice =
  | { kind: 'feedback'; from: string; message: string }
  | { kind: 'backup failed'; reason: string }
  | { kind: 'certificate'; trouble: CertificateTrouble }
  | { kind: 'new device'; account: string; at: string; address: string; browser: string }
  | { kind: 'two-step off'; account: string; by: string }
  | { kind: 'account request'; username: string; login: string };

/** The accounts a notice goes to, and what it says to each. */
async function addressed(tx: Queries, notice: OfficeNotice, publicUrl: string | null) {
  switch (notice.kind) {
    case 'feedback': {
      const inbox = publicUrl && `${publicUrl}/admin?panel=inbox`;
      const mail = officeMails.feedback(SITE_NAME, notice.from, notice.message, inbox);
      return (await recipients(tx, notice.kind)).map(({ email }) => ({ to: email!, ...mail }));
    }
    case 'backup failed': {
      const mail = officeMails.backupFailed(SITE_NAME, notice.reason);
      return (await recipients(tx, notice.kind)).map(({ email }) => ({ to: email!, ...mail }));
    }
    case 'certificate': {
      const { trouble } = notice;
      const names = trouble.names.join(', ');
      const notAfter = instituteDate(new Date(trouble.notAfter));
      const mail =
        trouble.kind === 'expiring'
          ? officeMails.certificateExpiring(SITE_NAME, names, notAfter, trouble.source, trouble.lastFailure)
          : officeMails.certificateRenewalFailed(SITE_NAME, names, trouble.reason, notAfter);
      return (await recipients(tx, notice.kind)).map(({ email }) => ({ to: email!, ...mail }));
    }
    case 'new device':
      return (await recipients(tx, notice.kind, notice.account)).map(({ email, username }) => ({
        to: email!,
        ...officeMails.newDevice(
          SITE_NAME,
          username,
          instituteDateTime(new Date(notice.at)),
          notice.browser,
          notice.address,
        ),
      }));
    case 'two-step off':
      return (await recipients(tx, notice.kind, notice.account)).map(({ email, username }) => ({
        to: email!,
        ...officeMails.twoStepOff(SITE_NAME, username, notice.by),
      }));
    case 'account request': {
      const accounts = publicUrl && `${publicUrl}/admin?panel=accounts`;
      const mail = officeMails.accountRequest(SITE_NAME, notice.username, notice.login, accounts);
      return (await recipients(tx, notice.kind)).map(({ email }) => ({ to: email!, ...mail }));
    }
  }
}

/** Queues `notice` in `tx` to each account that chose its kind (the one whose sign-in it is about, for its own). */
export async function mailOffice(
  outbox: Pick<Outbox, 'queue'>,
  tx: Transaction,
  notice: OfficeNotice,
  publicUrl: string | null,
) {
  for (const mail of await addressed(tx, notice, publicUrl)) await outbox.queue(tx, { purpose: 'office', ...mail });
}

/** The signed-in account's address and choices, and what it may choose. */
export async function ownOfficeMail(db: Queries, adminId: string, role: Role) {
  const row = await db.get<Recipient>(
    'SELECT id, username, role, email, mail_choices FROM admins WHERE id = ?',
    adminId,
  );
  const offered = officeMailFor(role);
  return {
    email: row?.email ?? null,
    offered,
    chosen: row ? choicesOf(row).filter((kind) => offered.includes(kind)) : [],
  };
}

export const setOwnOfficeMail = (db: Queries, adminId: string, chosen: OfficeMail[]) =>
  db.run('UPDATE admins SET mail_choices = ?, updated_at = ? WHERE id = ?', JSON.stringify(chosen), nowIso(), adminId);
