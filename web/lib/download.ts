/** Starts a browser download of a same-origin URL (or an object URL), as a click on a download link would. */
export function startDownload(href: string, name = '') {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}
