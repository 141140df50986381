import { copyText } from '../../../lib/clipboard';
import { notify } from '../../../lib/toast';
import type { TwoStepKey } from '../api';
import { twoStepTexts as texts } from '../texts';
import { QrCode } from './qr-code';

/** The key in groups of four, as it is easiest to read out and type. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A new key for an authenticator app: its QR code, and the same key to type, with a Copy button. */
export function TwoStepKeyView({ setup, username }: { setup: TwoStepKey; username: string }) {
  async function copy() {
    if (await copyText(setup.secret)) notify.success(texts.copied);
    else notify.error(texts.copyFailed);
  }
  return (
    <div className="two-step-key">
      <p>{texts.scanStep}</p>
      <QrCode text={setup.uri} label={texts.qrAlt(username)} />
      <p>{texts.typeStep}</p>
      <div className="two-step-secret">
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: what the browser test finds the key by */}
        <code aria-label={texts.keyLabel} data-secret={setup.secret}>
          {groupedKey(setup.secret)}
        </code>
        <button type="button" className="button button-outline button-small" onClick={copy}>
          {texts.copyKey}
        </button>
      </div>
      <p>{texts.confirmStep}</p>
    </div>
  );
}
