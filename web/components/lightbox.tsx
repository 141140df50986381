import { useEffect, useRef } from 'react';
import { useDialogFocus } from '../lib/dialog-focus';
import { frameTexts as t } from './layout/texts';
import './lightbox.css';

type LightboxProps = {
  src: string;
  alt: string;
  caption?: string;
  onClose: () => void;
  /** Given only when a neighbour exists; the arrow shows only then. */
  onPrevious?: () => void;
  onNext?: () => void;
};

/**
 * A full-screen picture viewer: click or Escape closes it, arrows and arrow keys move between pictures.
 * Focus starts on its close button, stays inside, and returns to what opened it.
 */
export function Lightbox({ src, alt, caption, onClose, onPrevious, onNext }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useDialogFocus(dialog, onClose, closeButton);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onPrevious?.();
      if (event.key === 'ArrowRight') onNext?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onPrevious, onNext]);

  return (
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      onClick={onClose}
      data-testid="lightbox"
      ref={dialog}
    >
      <button type="button" className="lightbox-close" aria-label={t.close} onClick={onClose} ref={closeButton}>
        ×
      </button>
      {onPrevious && <LightboxArrow direction="previous" label={t.previousPicture} symbol="‹" onClick={onPrevious} />}
      <figure className="lightbox-figure">
        <img src={src} alt={alt} />
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
      {onNext && <LightboxArrow direction="next" label={t.nextPicture} symbol="›" onClick={onNext} />}
    </div>
  );
}

/** A step to the previous or next picture; the click stays off the backdrop, which closes the lightbox. */
function LightboxArrow({
  direction,
  label,
  symbol,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  symbol: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`lightbox-arrow lightbox-${direction}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {symbol}
    </button>
  );
}
