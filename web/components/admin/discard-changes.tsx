import { useState } from 'react';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { ConfirmDialog } from './confirm-dialog';
import { discardTexts as t } from './texts';

/**
 * 'Discard your changes?' before changes are taken away: `ask(unsaved, go)`
 * runs `go` at once when nothing is unsaved, else once Discard is chosen
 * (Keep editing, Escape or the overlay leave everything as it was). `prompt`
 * is the question while it is asked, for the caller to render.
 */
export function useDiscardPrompt() {
  const [pending, setPending] = useState<{ go: () => void } | null>(null);
  const ask = (unsaved: boolean, go: () => void) => (unsaved ? setPending({ go }) : go());
  const discard = () => {
    setPending(null);
    pending?.go();
  };
  const prompt = pending && (
    <ConfirmDialog
      title={t.title}
      confirmLabel={t.discard}
      cancelLabel={t.keepEditing}
      onConfirm={discard}
      onCancel={() => setPending(null)}
    >
      <p>{t.question}</p>
    </ConfirmDialog>
  );
  return { ask, prompt };
}

/**
 * A form that may have changes: `leave(go)` closes it (`go`) at once when
 * nothing changed, else after Discard in `prompt`, which the form renders
 * beside itself; while it has changes, closing or reloading the tab asks too.
 */
export function useLeaveGuard(unsaved: boolean) {
  useUnsavedChanges(unsaved);
  const { ask, prompt } = useDiscardPrompt();
  return { leave: (go: () => void) => ask(unsaved, go), prompt };
}
