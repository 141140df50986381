import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Modal } from '../modal';
import { ChangedMeanwhile } from './changed-meanwhile';
import { useLeaveGuard } from './discard-changes';
import { FormActions } from './form-actions';

type RecordDialogProps = {
  /** The entity's dialog titles and submit labels. */
  texts: { addTitle: string; editTitle: string; submitAdd: string; submitEdit: string };
  editing: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The form has changes not yet saved: closing it asks first. */
  dirty: boolean;
  /** The form's fields, laid out in a .form-grid. */
  children: ReactNode;
  /** Set when the save was refused because someone else changed the record meanwhile. */
  changedMeanwhile?: ComponentProps<typeof ChangedMeanwhile> | null;
};

/**
 * An entity's Add/Edit dialog: the fields in a two-column form, then Cancel
 * and the submit button. With changes, ×, the overlay, Escape and Cancel ask
 * 'Discard your changes?' first.
 */
export function RecordDialog({
  texts,
  editing,
  onClose,
  onSubmit,
  saving,
  dirty,
  children,
  changedMeanwhile,
}: RecordDialogProps) {
  const { leave, prompt } = useLeaveGuard(dirty);
  const close = () => leave(onClose);
  return (
    <>
      <Modal title={editing ? texts.editTitle : texts.addTitle} onClose={close} size="wide">
        <form className="form-grid" onSubmit={onSubmit} noValidate>
          {children}
          {changedMeanwhile && <ChangedMeanwhile {...changedMeanwhile} />}
          <FormActions
            submitLabel={editing ? texts.submitEdit : texts.submitAdd}
            onCancel={close}
            saving={saving}
            full
          />
        </form>
      </Modal>
      {prompt}
    </>
  );
}
