import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { addressIn } from '../../../lib/language';
import { messageOf } from '../../../lib/public-api';
import { confirmSubscription, useSubscribeForm } from '../api';
import { subscribeTexts as texts } from '../texts';
import { Outcome } from './outcome';

/** Where a subscription's later links lead: its choices, to change them or to stop. */
const manageAddress = (token: string) => `${paths.subscribe}?token=${encodeURIComponent(token)}`;

/**
 * The confirmation link's page: a button confirms (a mail scanner that opens
 * the link confirms nothing). Without JavaScript it is a plain POST.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const { form } = useSubscribeForm();
  const sent = form?.outcome?.action === 'confirm' ? form.outcome : undefined;
  const [outcome, setOutcome] = useState(
    sent && { done: sent.done, message: sent.message, manageToken: sent.manageToken },
  );
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const answer = await confirmSubscription(token);
      setOutcome({ done: true, message: answer.message, manageToken: answer.token });
    } catch (error) {
      setOutcome({ done: false, message: messageOf(error, texts.failed), manageToken: undefined });
    } finally {
      setSending(false);
    }
  }

  if (outcome?.done)
    return (
      <section className="card subscribe-card">
        <Outcome done message={outcome.message} />
        {outcome.manageToken && <Link href={manageAddress(outcome.manageToken)}>{texts.manageLink}</Link>}
      </section>
    );
  return (
    <section className="card subscribe-card" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{texts.confirmTitle}</h2>
      {outcome ? <Outcome {...outcome} /> : <p>{texts.confirmIntro}</p>}
      <form
        method="post"
        action={addressIn(`${paths.subscribe}?confirm=${encodeURIComponent(token)}`)}
        encType="multipart/form-data"
        onSubmit={send}
      >
        <input type="hidden" name="action" value="confirm" />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? texts.sending : texts.confirm}
        </button>
      </form>
    </section>
  );
}
