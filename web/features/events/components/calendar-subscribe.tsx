import { useSyncExternalStore, type KeyboardEvent } from 'react';
import { apiPaths } from '../../../lib/api-paths';
import { copyText } from '../../../lib/clipboard';
import { notify } from '../../../lib/toast';
import { calendarAddress } from '../api';
import { calendarTexts as t } from '../texts';

const unchanging = () => () => {};

/**
 * The calendar feed's full address. The server renders the page without
 * knowing the address it is reached at, so the first render (the server's, and
 * the browser's while it takes the page over) has the path alone.
 */
const useFeedAddress = (path: string) =>
  useSyncExternalStore(
    unchanging,
    () => new URL(path, window.location.href).href,
    () => path,
  );

/**
 * 'Subscribe' beside the Upcoming Events title: a disclosure (it opens
 * without JavaScript) with the feed's address and how each calendar app takes it.
 */
export function CalendarSubscribe() {
  const path = calendarAddress(apiPaths.eventsCalendar);
  const address = useFeedAddress(path);
  const webcal = /^https?:/.test(address) ? address.replace(/^https?:/, 'webcal:') : null;

  async function copy() {
    if (await copyText(address)) notify.success(t.copied);
    else notify.error(t.copyFailed);
  }

  // Escape closes it, as it does the site's other overlays.
  function close(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  }

  return (
    <details className="calendar-subscribe" onKeyDown={close}>
      <summary className="button button-ghost button-small">{t.subscribe}</summary>
      <div className="calendar-subscribe-panel">
        <h4>{t.subscribeTitle}</h4>
        <p>{t.subscribeIntro}</p>
        <p className="calendar-address">
          <span>{t.addressLabel}</span>
          <a href={path}>{address}</a>
        </p>
        <div className="calendar-subscribe-actions">
          <button type="button" className="button button-primary button-small needs-script" onClick={copy}>
            {t.copy}
          </button>
          {webcal && (
            <a className="button button-outline button-small" href={webcal}>
              {t.openInApp}
            </a>
          )}
        </div>
        <ul className="calendar-steps">
          {t.steps.map((step) => (
            <li key={step.app}>
              <strong>{step.app}</strong>: {step.how}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
