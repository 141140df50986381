import { useEffect, useEffectEvent, type RefObject } from 'react';

/** The dialogs open now, the newest last: only it answers Tab and Escape, so a prompt over a dialog closes alone. */
const openDialogs: HTMLElement[] = [];

const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, [tabindex]';

/**
 * Where Tab stops inside `container`, in order (a radio group's unchecked buttons too: they
 * are never first or last, as a dialog begins with its close button and ends with its own).
 */
const tabStops = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
  );

/** Tab from the dialog's last stop goes to its first, Shift+Tab from its first (or the dialog itself) to its last. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const stops = tabStops(dialog);
  const active = document.activeElement;
  const [first, last] = [stops[0] ?? dialog, stops.at(-1) ?? dialog];
  const leaving =
    !dialog.contains(active) || (event.shiftKey ? active === first || active === dialog : active === last);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * A modal dialog's keyboard: focus moves into it (to `initial`, or the dialog
 * itself) as it opens and stays inside while Tab and Shift+Tab go round its
 * controls; Escape closes it (unless an input method is composing); focus returns where it was once it closes.
 * (Making the rest of the page inert instead would silence the toasts' live region.)
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  initial?: RefObject<HTMLElement | null>,
) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openDialogs.push(element);
    (initial?.current ?? element).focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== element) return;
      // An input method composing (Hindi, say) takes its own Escape: keyCode 229 where isComposing is not set.
      if (event.key === 'Escape' && !event.isComposing && event.keyCode !== 229) close();
      else if (event.key === 'Tab') keepTabInside(event, element);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(element), 1);
      previouslyFocused?.focus();
    };
  }, [dialog, initial]);
}
