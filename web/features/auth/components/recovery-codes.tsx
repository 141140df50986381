import { useState } from 'react';
import { Checkbox } from '../../../components/admin/form-field';
import { copyText } from '../../../lib/clipboard';
import { notify } from '../../../lib/toast';
import { twoStepTexts as texts } from '../texts';

/** Saves the codes as a text file, without a round trip: they exist only in this page now. */
function download(username: string, codes: string[]) {
  const url = URL.createObjectURL(
    new Blob([texts.recoveryFileText(username, codes)], { type: 'text/plain;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = texts.recoveryFileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The ten recovery codes, shown once: copy them, download them, and say they
 * are saved before going on.
 */
export function RecoveryCodes({
  codes,
  username,
  continueLabel,
  onContinue,
}: {
  codes: string[];
  username: string;
  continueLabel: string;
  onContinue: () => void;
}) {
  const [saved, setSaved] = useState(false);
  async function copy() {
    if (await copyText(codes.join('\n'))) notify.success(texts.copied);
    else notify.error(texts.copyFailed);
  }
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">{texts.recoveryHeading}</h3>
      <p>{texts.recoveryIntro}</p>
      <ol className="recovery-code-list" aria-label={texts.recoveryListLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-code-actions">
        <button type="button" className="button button-outline button-small" onClick={copy}>
          {texts.copyCodes}
        </button>
        <button type="button" className="button button-outline button-small" onClick={() => download(username, codes)}>
          {texts.downloadCodes}
        </button>
      </div>
      <Checkbox label={texts.savedCodes} checked={saved} onChange={setSaved} />
      <button type="button" className="button button-primary" disabled={!saved} onClick={onContinue}>
        {continueLabel}
      </button>
    </section>
  );
}
