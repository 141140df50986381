import { useState, type FormEvent } from 'react';
import type { OfficeMail } from '@contract/modules/mail/texts';
import { Spinner } from '../../../components/spinner';
import { withToasts } from '../../../lib/toast';
import { saveOwnMail, useOwnMail } from '../api';
import { profileTexts as t } from '../texts';

/** The profile's Mail tab: the account's address, and which of the office's mails (its role may get) come to it. */
export function MailTab() {
  const { data, mutate } = useOwnMail();
  if (!data) return <Spinner label={t.mailLoading} />;
  return <MailChoices email={data.email} offered={data.offered} chosen={data.chosen} onSaved={() => mutate()} />;
}

function MailChoices({
  email,
  offered,
  chosen,
  onSaved,
}: {
  email: string | null;
  offered: OfficeMail[];
  chosen: OfficeMail[];
  onSaved: () => void;
}) {
  const [picked, setPicked] = useState(chosen);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const saved = await withToasts({ progress: t.mailSaving, success: t.mailSaved, failure: t.mailFailed }, () =>
      saveOwnMail(picked),
    );
    setBusy(false);
    if (saved) onSaved();
  }

  return (
    <form className="profile-mail" onSubmit={save}>
      <p>{t.mailIntro}</p>
      <p className={email ? 'profile-mail-address' : 'field-hint'}>{email ? t.mailAddress(email) : t.mailNoAddress}</p>
      <fieldset className="profile-mail-choices" disabled={!email}>
        <legend className="visually-hidden">{t.mailTab}</legend>
        {offered.map((kind) => (
          <label key={kind} className="checkbox-row">
            <input
              type="checkbox"
              checked={picked.includes(kind)}
              onChange={(event) =>
                setPicked(event.target.checked ? [...picked, kind] : picked.filter((each) => each !== kind))
              }
            />
            {t.mailChoices[kind]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={busy || !email}>
        {t.mailSave}
      </button>
    </form>
  );
}
