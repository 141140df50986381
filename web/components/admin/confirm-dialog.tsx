import type { ReactNode } from 'react';
import { Modal } from '../modal';
import { sharedTexts } from './texts';

type ConfirmDialogProps = {
  title: string;
  /** What is about to happen, e.g. the record's name and details. */
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
};

/** A confirm prompt for destructive actions: Cancel / Yes, the confirm button red (DESIGN.md). */
export function ConfirmDialog({
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = sharedTexts.yes,
  cancelLabel = sharedTexts.cancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <div className="confirm-body">{children}</div>
      <div className="form-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
