/** Links a stylesheet once and resolves when it has loaded, so what it styles never shows unstyled. */
export function loadStylesheet(href: string): Promise<void> {
  const linked = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (linked?.sheet) return Promise.resolve();
  const link = linked ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`${href} did not load.`));
      },
      { once: true },
    );
  });
  if (!linked) document.head.append(link);
  return loaded;
}
