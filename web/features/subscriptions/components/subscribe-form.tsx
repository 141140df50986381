import type { Hostel } from '@contract/modules/hostels/model';
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '@contract/modules/mail/texts';
import { paths } from '../../../lib/paths';
import { addressIn } from '../../../lib/language';
import { activeLanguage } from '../../../lib/texts';
import { messageOf } from '../../../lib/public-api';
import { subscribe, useSubscribeForm } from '../api';
import { subscribeTexts as texts } from '../texts';
import { ChoiceFields } from './choice-fields';
import { Outcome } from './outcome';

/**
 * The subscribe form: a plain multipart POST to /subscribe, which answers
 * with this page saying how it went; with JavaScript it is sent in place. A
 * hidden field only bots fill and the signed time the form was given out let
 * the server turn bots away.
 */
export function SubscribeForm({ hostels }: { hostels: Hostel[] }) {
  const { form, renew } = useSubscribeForm();
  const sent = form?.outcome?.action === 'subscribe' ? form.outcome : undefined;
  const [outcome, setOutcome] = useState(sent && { done: sent.done, message: sent.message });
  const [sending, setSending] = useState(false);
  const values = sent?.values ?? {};
  const id = useId();

  if (form && !form.available) return <p className="subscribe-unavailable">{texts.unavailable}</p>;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setSending(true);
    try {
      const { message } = await subscribe(new FormData(element));
      setOutcome({ done: true, message });
      element.reset();
      await renew();
    } catch (error) {
      setOutcome({ done: false, message: messageOf(error, texts.failed) });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {outcome && <Outcome {...outcome} />}
      <form
        className="card subscribe-form"
        method="post"
        action={addressIn(paths.subscribe)}
        encType="multipart/form-data"
        onSubmit={send}
      >
        <div className="field">
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={values.email}
          />
        </div>
        <ChoiceFields
          hostels={hostels}
          values={{
            language: values.language ?? activeLanguage(),
            urgent: values.urgent === 'on' || values.urgent === 'true' || !sent,
            digest: values.digest ?? 'none',
            menuHostel: values.menuHostel ?? '',
          }}
        />
        <div className="subscribe-trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{texts.trap}</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name="issued" value={form?.token ?? ''} />
        <input type="hidden" name="action" value="subscribe" />
        <p className="field-hint">{texts.privacy}</p>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? texts.sending : texts.subscribe}
        </button>
      </form>
    </>
  );
}
