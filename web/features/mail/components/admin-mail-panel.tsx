import { useId, useState, type FormEvent } from 'react';
import { fieldRules } from '@contract/http/field-rules';
import { TestMailInput, type MailOverview, type OutboxMessage } from '@contract/modules/mail/model';
import { Spinner } from '../../../components/spinner';
import { FormField } from '../../../components/admin/form-field';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/public-api';
import { notify } from '../../../lib/toast';
import { sendTestMail, useMailOverview } from '../api';
import { mailTexts as t } from '../texts';

const rules = fieldRules(TestMailInput);

/** The Mail panel: whether mail is set up, a test mail, and the outbox with how each message went. */
export function MailPanel() {
  const { overview, failed, refresh } = useMailOverview();
  return (
    <section className="admin-panel mail-panel">
      <header className="panel-header">
        <h2>{t.title}</h2>
      </header>
      {failed ? (
        <p className="empty-state admin-empty" role="alert">
          {t.loadFailed}
        </p>
      ) : !overview ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <MailSetup overview={overview} />
          {overview.configured && <TestMailForm onQueued={refresh} />}
          <Outbox overview={overview} onRefresh={refresh} />
        </>
      )}
    </section>
  );
}

function MailSetup({ overview }: { overview: MailOverview }) {
  if (!overview.configured || !overview.from || !overview.relay)
    return (
      <div className="card mail-setup mail-setup-missing" role="status">
        <h3>{t.notConfigured}</h3>
        <p>{t.notConfiguredBody}</p>
      </div>
    );
  return (
    <div className="card mail-setup">
      <p>{t.configured(overview.from, overview.relay)}</p>
      <dl className="mail-counts">
        {(['queued', 'sent', 'failed'] as const).map((status) => (
          <div key={status}>
            <dt>{t.counts[status]}</dt>
            <dd>{overview.counts[status]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function TestMailForm({ onQueued }: { onQueued: () => void }) {
  const id = useId();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { message } = await sendTestMail(to.trim());
      notify.success(message);
      setError(undefined);
      onQueued();
    } catch (failure) {
      const message = messageOf(failure, t.sendFailed);
      setError(message);
      notify.error(message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="card mail-test" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.testTitle}</h3>
      <FormField id={`${id}-to`} label={t.testAddress} rule={rules.to} hint={t.testHint} error={error}>
        {(control) => (
          <input
            {...control}
            name="to"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t.testPlaceholder}
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <button type="submit" className="button button-primary" disabled={sending || !to.trim()}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

function Outbox({ overview, onRefresh }: { overview: MailOverview; onRefresh: () => void }) {
  return (
    <section className="mail-outbox" aria-labelledby="mail-outbox-title">
      <div className="mail-outbox-header">
        <h3 id="mail-outbox-title">{t.outboxTitle}</h3>
        <button type="button" className="button button-outline button-small" onClick={onRefresh}>
          {t.refresh}
        </button>
      </div>
      {overview.messages.length === 0 ? (
        <p className="empty-state admin-empty">{t.empty}</p>
      ) : (
        <div className="backups-table-frame card">
          <table className="backups-table mail-table" aria-label={t.outboxLabel}>
            <thead>
              <tr>
                <th scope="col">{t.columns.created}</th>
                <th scope="col">{t.columns.to}</th>
                <th scope="col">{t.columns.subject}</th>
                <th scope="col">{t.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {overview.messages.map((message) => (
                <OutboxRow key={message._id} message={message} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const STATUS_BADGES = { queued: 'badge badge-amber', sent: 'badge badge-green', failed: 'badge badge-red' } as const;

function OutboxRow({ message }: { message: OutboxMessage }) {
  const detail = [
    message.attempts > 0 && t.tries(message.attempts),
    message.sentAt && t.sentAt(formatDateTime(message.sentAt)),
    message.nextAttemptAt && message.attempts > 0 && t.nextTry(formatDateTime(message.nextAttemptAt)),
  ].filter(Boolean);
  return (
    <tr>
      <td>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </td>
      <td className="mail-to">{message.to}</td>
      <td>{message.subject}</td>
      <td className="mail-status">
        <span className={STATUS_BADGES[message.status]}>{t.statuses[message.status]}</span>
        {detail.length > 0 && <span className="mail-detail">{detail.join(' · ')}</span>}
        {message.lastError && <span className="mail-error">{message.lastError}</span>}
      </td>
    </tr>
  );
}
