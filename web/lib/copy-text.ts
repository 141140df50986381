// Copying text for the console (a file's link, a two-step key, recovery codes).

/** The legacy way, for browsers without the asynchronous clipboard (or without the permission to use it, as over plain http). */
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

/** Puts `text` on the clipboard; whether it worked. */
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
