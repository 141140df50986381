import { useEffect } from 'react';
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

/** A full-screen picture viewer: click or Escape closes it, arrows and arrow keys move between pictures. */
export function Lightbox({ src, alt, caption, onClose, onPrevious, onNext }: LightboxProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft') onPrevious?.();
      if (event.key === 'ArrowRight') onNext?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, onPrevious, onNext]);

  return (
    <div className="lightbox" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose} data-testid="lightbox">
      <button type="button" className="lightbox-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      {onPrevious && (
        <button
          type="button"
          className="lightbox-arrow lightbox-previous"
          aria-label="Previous picture"
          onClick={(event) => {
            event.stopPropagation();
            onPrevious();
          }}
        >
          ‹
        </button>
      )}
      <figure className="lightbox-figure">
        <img src={src} alt={alt} />
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
      {onNext && (
        <button
          type="button"
          className="lightbox-arrow lightbox-next"
          aria-label="Next picture"
          onClick={(event) => {
            event.stopPropagation();
            onNext();
          }}
        >
          ›
        </button>
      )}
    </div>
  );
}
