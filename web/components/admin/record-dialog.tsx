import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Modal } from '../modal';
import { ChangedMeanwhile } from './changed-meanwhile';
import { FormActions } from './form-actions';

type RecordDialogProps = {
  /** The entity's dialog titles and submit labels. */
  texts: { addTitle: string; editTitle: string; submitAdd: string; submitEdit: string };
  editing: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The form's fields, laid out in a .form-grid. */
  children: ReactNode;
  /** Set when the save was refused because someone else changed the record meanwhile. */
  changedMeanwhile?: ComponentProps<typeof ChangedMeanwhile> | null;
};

/** An entity's Add/Edit dialog: the fields in a two-column form, then Cancel and the submit button. */
export function RecordDialog({ texts, editing, onClose, onSubmit, saving, children, changedMeanwhile }: RecordDialogProps) {
  return (
    <Modal title={editing ? texts.editTitle : texts.addTitle} onClose={onClose} size="wide">
      <form className="form-grid" onSubmit={onSubmit} noValidate>
        {children}
        {changedMeanwhile && <ChangedMeanwhile {...changedMeanwhile} />}
        <FormActions submitLabel={editing ? texts.submitEdit : texts.submitAdd} onCancel={onClose} saving={saving} full />
      </form>
    </Modal>
  );
}
