import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDialogFocus } from '../lib/dialog-focus';
import { frameTexts } from './layout/texts';

type ModalProps = {
  title: string;
  /** The title's language when it is not the page's (content shown in English). */
  titleLang?: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for forms with many fields; the widest for a grid of them. */
  size?: 'normal' | 'wide' | 'widest';
};

const MAX_WIDTHS = { normal: undefined, wide: 860, widest: 1120 };

/**
 * A dialog over a dimmed overlay: closes on the × button, a click on the
 * overlay (pressed and released there), or Escape; focus moves into it, stays
 * inside while it is open, and returns when it closes.
 */
export function Modal({ title, titleLang, onClose, children, size = 'normal' }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // A click on the overlay counts when pressed and released there: a text selection dragged out of the dialog is none.
  const pressOnOverlay = useRef(false);

  useDialogFocus(dialog, onClose);
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div
      className="overlay"
      onPointerDown={(event) => void (pressOnOverlay.current = event.target === event.currentTarget)}
      onPointerUp={(event) => void (pressOnOverlay.current &&= event.target === event.currentTarget)}
      onClick={(event) => pressOnOverlay.current && event.target === event.currentTarget && onClose()}
      data-testid="modal-overlay"
    >
      <div
        className="modal"
        style={MAX_WIDTHS[size] ? { maxWidth: MAX_WIDTHS[size] } : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialog}
      >
        <div className="modal-header">
          <h2 id={titleId} lang={titleLang}>
            {title}
          </h2>
          <button type="button" className="icon-button modal-close" aria-label={frameTexts.close} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
