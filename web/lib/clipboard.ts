// Copying text for the visitor: the asynchronous clipboard where the browser
// allows it, else the legacy way (SPEC.md section 8, the console's link copy).

/** The legacy way, for browsers without the asynchronous clipboard (or without the permission to use it). */
function copyWithTextarea(text: string) {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.className = 'visually-hidden';
  document.body.append(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } finally {
    textarea.remove();
  }
}

/** Whether `text` is on the clipboard now. */
export async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (error) {
      console.error('Clipboard write failed', error);
    }
  }
  return copyWithTextarea(text);
}
