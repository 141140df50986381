import { useId, useState } from 'react';
import { ARCHIVE_KEEP_CHOICES } from '@contract/modules/archive/model';
import { paths } from '../../../lib/paths';
import { withToasts } from '../../../lib/toast';
import { saveArchiveSettings, useArchiveSettings } from '../admin-api';
import { archiveSettingTexts as t } from '../admin-texts';

/** The dashboard's card for owners and editors: how long the public archive keeps what it holds. */
export function ArchiveSettingCard() {
  const { data } = useArchiveSettings();
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const selectId = useId();
  if (!data) return null;
  async function change(value: string) {
    setSaving(true);
    const keepYears = value ? (Number(value) as (typeof ARCHIVE_KEEP_CHOICES)[number]) : null;
    await withToasts({ progress: t.saving, success: t.saved, failure: t.failed }, () =>
      saveArchiveSettings({ keepYears }),
    );
    setSaving(false);
  }
  return (
    <section className="archive-setting-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.intro}</p>
      <div className="field">
        <label htmlFor={selectId}>{t.keepLabel}</label>
        <select
          id={selectId}
          value={data.keepYears ?? ''}
          disabled={saving}
          onChange={(event) => void change(event.target.value)}
        >
          <option value="">{t.always}</option>
          {ARCHIVE_KEEP_CHOICES.map((years) => (
            <option key={years} value={years}>
              {t.years(years)}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint">{t.hint}</p>
      <a href={paths.archive}>{t.view}</a>
    </section>
  );
}
