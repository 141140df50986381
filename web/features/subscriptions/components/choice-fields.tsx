import { useId } from 'react';
import { LANGUAGES } from '@contract/languages';
import { SUBSCRIPTION_DIGESTS, type SubscriptionDigest } from '@contract/modules/subscriptions/texts';
import type { Hostel } from '@contract/modules/hostels/model';
import { subscribeTexts as texts } from '../texts';

/** The choices a form starts with: a new form's, or the subscription's as stored, or a refused form's as sent. */
export type ChoiceValues = { language: string; urgent: boolean; digest: string; menuHostel: string };

const digestLabels: Record<SubscriptionDigest, () => string> = {
  none: () => texts.digestNone,
  daily: () => texts.digestDaily,
  weekly: () => texts.digestWeekly,
};

/**
 * The language of the mails and what to receive, as the subscribe form and a subscription's own form ask them;
 * `hostels` to choose a menu from.
 */
export function ChoiceFields({ values, hostels }: { values: ChoiceValues; hostels: Hostel[] }) {
  const id = useId();
  return (
    <>
      <fieldset className="subscribe-choices">
        <legend>{texts.language}</legend>
        {LANGUAGES.map(({ code, name }) => (
          <label key={code} className="subscribe-option" lang={code}>
            <input type="radio" name="language" value={code} defaultChecked={values.language === code} />
            {name}
          </label>
        ))}
      </fieldset>
      <fieldset className="subscribe-choices">
        <legend>{texts.choose}</legend>
        <label className="subscribe-option">
          <input type="checkbox" name="urgent" defaultChecked={values.urgent} />
          {texts.urgent}
        </label>
        <fieldset className="subscribe-digest">
          <legend>{texts.digest}</legend>
          {SUBSCRIPTION_DIGESTS.map((digest) => (
            <label key={digest} className="subscribe-option">
              <input type="radio" name="digest" value={digest} defaultChecked={values.digest === digest} />
              {digestLabels[digest]()}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-hostel`}>{texts.menuHostel}</label>
          <select id={`${id}-hostel`} name="menuHostel" defaultValue={values.menuHostel}>
            <option value="">{texts.menuNone}</option>
            {hostels.map((hostel) => (
              <option key={hostel._id} value={hostel._id}>
                {hostel.name}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </>
  );
}
