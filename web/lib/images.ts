/** An image endpoint URL asking for a resized variant (the server snaps to its own widths). */
export function sizedImage(url: string | null | undefined, width: number): string | null {
  if (!url) return null;
  if (url.startsWith('data:') || url.startsWith('blob:')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
