import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_LIMITS } from '@contract/modules/feedback/texts';
import type { FeedbackOutcome } from '@contract/modules/feedback/model';
import { useQueryParam } from '../../../lib/query-param';
import { paths } from '../../../lib/paths';
import { addressIn } from '../../../lib/language';
import { sendFeedback, useFeedbackForm } from '../api';
import { feedbackTexts as texts, outcomeMessage } from '../texts';
import '../feedback.css';

/**
 * The Feedback form: a plain multipart POST to /feedback, which responds with
 * this page saying how it went; with JavaScript it is sent in place. A hidden
 * field only bots fill and the signed time the form was given out let the
 * server turn bots away.
 */
export function FeedbackForm() {
  const { form, renew } = useFeedbackForm();
  const [pageInAddress] = useQueryParam('page');
  const [outcome, setOutcome] = useState<Omit<FeedbackOutcome, 'values'> | undefined>(form?.outcome);
  const [sending, setSending] = useState(false);
  const values = form?.outcome?.values ?? {};
  const id = useId();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setSending(true);
    try {
      const result = await sendFeedback(new FormData(element));
      setOutcome(result);
      if (result.sent) {
        element.reset();
        await renew();
      }
    } catch {
      setOutcome({ sent: false, message: texts.failed });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {outcome && (
        <p className={`feedback-outcome ${outcome.sent ? 'sent' : 'refused'}`} role={outcome.sent ? 'status' : 'alert'}>
          {outcomeMessage(outcome.message)}
        </p>
      )}
      <form
        className="card feedback-form"
        method="post"
        action={addressIn(paths.feedback)}
        encType="multipart/form-data"
        onSubmit={send}
      >
        <div className="field">
          <label htmlFor={`${id}-message`}>{texts.message}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            maxLength={FEEDBACK_LIMITS.message}
            rows={6}
            defaultValue={values.message}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{texts.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            maxLength={FEEDBACK_LIMITS.name}
            defaultValue={values.name}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={FEEDBACK_LIMITS.email}
            defaultValue={values.email}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-page`}>{texts.page}</label>
          <input
            id={`${id}-page`}
            name="page"
            maxLength={FEEDBACK_LIMITS.page}
            aria-describedby={`${id}-page-hint`}
            defaultValue={values.page ?? pageInAddress ?? ''}
          />
          <span id={`${id}-page-hint`} className="field-hint">
            {texts.pageHint}
          </span>
        </div>
        <div className="feedback-trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{texts.trap}</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name="issued" value={form?.token ?? ''} />
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? texts.sending : texts.send}
        </button>
      </form>
    </>
  );
}
