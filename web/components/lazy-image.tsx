import { useCallback, useState } from 'react';
import { sizedImage } from '../lib/images';
import './lazy-image.css';

type LazyImageProps = {
  src: string | null | undefined;
  alt: string;
  /** The width the picture is shown at, in CSS pixels: the browser asks for it, or twice it on a sharper screen. */
  width: number;
  /** Shown when there is no picture or it fails to load. */
  fallback: string;
  className?: string;
  aspectRatio?: string;
  /** The page's largest picture, likely: fetched at once and first, not when it scrolls into view. */
  priority?: boolean;
  /** The language of `alt` when it is not the page's (an untranslated description). */
  altLang?: string;
};

/**
 * A picture fetched only when it scrolls into view (native lazy loading), at
 * the size it is shown (twice that on a sharper screen), with a shimmering
 * placeholder until it arrives and a fallback picture when there is none.
 */
export function LazyImage({
  src,
  alt,
  width,
  fallback,
  className,
  aspectRatio = '3 / 2',
  priority = false,
  altLang,
}: LazyImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const stored = state !== 'failed' && src;
  const url = stored ? sizedImage(src, width)! : fallback;
  const sharpUrl = stored ? sizedImage(src, Math.min(width * 2, 1600)) : null;
  // A picture of a page rendered on the server may have loaded, or failed, before the app took the page over.
  const settledBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete) return;
    setState((s) => (s !== 'loading' ? s : image.naturalWidth > 0 ? 'loaded' : 'failed'));
  }, []);
  return (
    <div className={`lazy-image ${state === 'loading' ? 'is-loading' : ''} ${className ?? ''}`} style={{ aspectRatio }}>
      <img
        ref={settledBeforeHydration}
        src={url}
        srcSet={sharpUrl && sharpUrl !== url ? `${url} 1x, ${sharpUrl} 2x` : undefined}
        alt={alt}
        lang={altLang}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setState((s) => (s === 'loading' ? 'loaded' : s))}
        onError={() => setState('failed')}
      />
    </div>
  );
}
