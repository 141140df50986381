import { useLayoutEffect } from 'react';

/** The forms on the page with changes not yet saved, one token each. */
const unsavedForms = new Set<object>();

function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Chromium before 119 asks only when returnValue is set.
  event.returnValue = true;
}

/**
 * While `unsaved`, the form counts as having changes not yet saved: closing
 * or reloading the tab gets the browser's own prompt, and `hasUnsavedChanges`
 * says so to whatever would take the form away (the console's sidebar).
 */
export function useUnsavedChanges(unsaved: boolean) {
  // Counted in the same commit as the typing, so a click right after it is asked about.
  useLayoutEffect(() => {
    if (!unsaved) return;
    const form = {};
    unsavedForms.add(form);
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      unsavedForms.delete(form);
      if (!unsavedForms.size) window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [unsaved]);
}

/** Whether a form on the page has changes not yet saved. */
export const hasUnsavedChanges = () => unsavedForms.size > 0;
