import { AlertIcon } from '../../../components/icons';
import { insecureConnectionTexts as texts } from '../texts';

/**
 * A warning above the sign-in form when the page is not a secure context:
 * plain http on a host other than this machine (localhost and 127.0.0.1
 * count as secure, since nothing crosses the network).
 */
export function InsecureConnectionWarning() {
  if (window.isSecureContext) return null;
  return (
    <div className="insecure-warning" role="alert">
      <AlertIcon size={22} />
      <div>
        <strong className="insecure-warning-title">{texts.title}</strong>
        <p>{texts.risk}</p>
        <p>{texts.advice}</p>
        <p className="insecure-warning-guide">
          {texts.setUp} <code>{texts.guide}</code>.
        </p>
      </div>
    </div>
  );
}
