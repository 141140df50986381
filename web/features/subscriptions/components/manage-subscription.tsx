import type { Hostel } from '@contract/modules/hostels/model';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { subscriptionMessages } from '@contract/modules/subscriptions/texts';
import { paths } from '../../../lib/paths';
import { addressIn } from '../../../lib/language';
import { messageOf } from '../../../lib/public-api';
import { changeSubscription, unsubscribe, useSubscribeForm, useSubscription } from '../api';
import { subscribeTexts as texts } from '../texts';
import { ChoiceFields } from './choice-fields';
import { Outcome } from './outcome';

type Shown = { done: boolean; message: string; ended?: boolean };

/**
 * A subscription's page, from the link in each of its mails: its choices to
 * change, and unsubscribing, which deletes the address. Without JavaScript
 * both are plain POSTs, told apart by the button pressed.
 */
export function ManageSubscription({ token, hostels }: { token: string; hostels: Hostel[] }) {
  const { form } = useSubscribeForm();
  const { subscription, isLoading, reload } = useSubscription(token);
  const sent = form?.outcome && form.outcome.action !== 'subscribe' ? form.outcome : undefined;
  const [outcome, setOutcome] = useState<Shown | undefined>(
    sent && { done: sent.done, message: sent.message, ended: sent.done && sent.action === 'unsubscribe' },
  );
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const ending = submitter?.value === 'unsubscribe';
    setSending(true);
    try {
      const { message } = ending
        ? await unsubscribe(token)
        : await changeSubscription(new FormData(event.currentTarget));
      setOutcome({ done: true, message, ended: ending });
      if (!ending) await reload();
    } catch (error) {
      setOutcome({ done: false, message: messageOf(error, texts.failed) });
    } finally {
      setSending(false);
    }
  }

  const again = <Link href={paths.subscribe}>{texts.subscribeAgain}</Link>;
  if (outcome?.ended)
    return (
      <section className="card subscribe-card">
        <Outcome done message={outcome.message} />
        {again}
      </section>
    );
  if (isLoading && !subscription) return <p className="subscribe-card">{texts.loading}</p>;
  if (!subscription)
    return (
      <section className="card subscribe-card">
        <Outcome done={false} message={sent?.message ?? subscriptionMessages.linkInvalid} />
        {again}
      </section>
    );
  return (
    <section className="card subscribe-card" aria-labelledby="manage-title">
      <h2 id="manage-title">{texts.manageTitle}</h2>
      <p>{texts.manageIntro(subscription.email)}</p>
      {!subscription.confirmed && <p className="field-hint">{texts.notConfirmed}</p>}
      {outcome && <Outcome {...outcome} />}
      <form
        className="subscribe-form"
        method="post"
        action={addressIn(`${paths.subscribe}?token=${encodeURIComponent(token)}`)}
        encType="multipart/form-data"
        onSubmit={send}
      >
        <input type="hidden" name="token" value={token} />
        <ChoiceFields
          hostels={hostels}
          values={{
            language: subscription.language,
            urgent: subscription.urgent,
            digest: subscription.digest,
            menuHostel: subscription.menuHostel ?? '',
          }}
        />
        <div className="subscribe-buttons">
          <button type="submit" name="action" value="change" className="button button-primary" disabled={sending}>
            {texts.save}
          </button>
          <button type="submit" name="action" value="unsubscribe" className="button button-danger" disabled={sending}>
            {texts.unsubscribe}
          </button>
        </div>
      </form>
    </section>
  );
}
