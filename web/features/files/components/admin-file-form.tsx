import { useId, useState, type FormEvent } from 'react';
import type { StoredFile } from '@contract/modules/files/model';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { FormField } from '../../../components/admin/form-field';
import { createFile, updateFile } from '../api';
import { adminFileTexts as texts } from '../texts';

type Errors = Partial<Record<'fileName' | 'file', string>>;

// Too large, a type the server refuses, a conflict: the server's message says what to change.
const ACTIONABLE_STATUSES = new Set([409, 413, 415]);

/** The failure toast: the fixed text of SPEC.md section 8, or the server's message when the admin can act on it. */
function failureText(error: unknown, fallback: string) {
  return error instanceof ApiError && ACTIONABLE_STATUSES.has(error.status) && error.message ? error.message : fallback;
}

/**
 * The Add New File / Edit File modal; `file` null means add. Uploads as
 * multipart with a progress bar; on failure the form keeps what was entered.
 */
export function AdminFileForm({ file, onClose }: { file: StoredFile | null; onClose: () => void }) {
  const [fileName, setFileName] = useState(file?.file_name ?? '');
  const [description, setDescription] = useState(file?.description ?? '');
  // A new file is for students unless unticked, so it shows on the public Files page.
  const [forStudent, setForStudent] = useState(file?.for_student ?? true);
  const [chosen, setChosen] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // null while no upload runs, else the fraction sent so far.
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!fileName.trim()) found.fileName = texts.fileNameRequired;
    if (!file && !chosen) found.file = texts.fileRequired;
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }

    const form = new FormData();
    form.append('file_name', fileName.trim());
    form.append('description', description.trim());
    form.append('for_student', String(forStudent));
    if (chosen) form.append('file', chosen);

    const wording = file
      ? { progress: texts.updating, success: texts.updated, failure: texts.updateFailed }
      : { progress: texts.adding, success: texts.added, failure: texts.addFailed };
    notify.loading(wording.progress);
    setProgress(0);
    try {
      await (file ? updateFile(file._id, form, setProgress) : createFile(form, setProgress));
      notify.success(wording.success);
      onClose();
    } catch (error) {
      console.error(error);
      notify.error(failureText(error, wording.failure));
      setProgress(null);
    }
  }

  const saving = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Modal title={file ? texts.editTitle : texts.addTitle} onClose={onClose}>
      <form className="form-grid" onSubmit={submit} noValidate>
        <FormField id={`${id}-name`} label={texts.fields.fileName} error={errors.fileName} full>
          {(control) => (
            <input
              {...control}
              aria-required="true"
              name="fileName"
              value={fileName}
              onChange={(e) => {
                setFileName(e.target.value);
                setErrors((current) => ({ ...current, fileName: undefined }));
              }}
              maxLength={200}
            />
          )}
        </FormField>
        <FormField id={`${id}-description`} label={texts.fields.description} full>
          {(control) => (
            <textarea {...control} name="description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} rows={3} />
          )}
        </FormField>
        <FormField
          id={`${id}-file`}
          label={texts.fields.file}
          required={!file}
          error={errors.file}
          hint={file ? `${texts.keepFileHint} ${texts.currentFile(file.originalName)}` : undefined}
          full
        >
          {(control) => (
            <input
              {...control}
              name="file"
              type="file"
              className="admin-file-input"
              onChange={(e) => {
                setChosen(e.target.files?.[0] ?? null);
                setErrors((current) => ({ ...current, file: undefined }));
              }}
            />
          )}
        </FormField>
        <label className="checkbox full">
          <input type="checkbox" checked={forStudent} onChange={(e) => setForStudent(e.target.checked)} />
          {texts.fields.forStudent}
        </label>
        {saving && (
          <div className="full admin-upload-progress">
            <label htmlFor={`${id}-progress`}>{texts.uploading(percent)}</label>
            <progress id={`${id}-progress`} max={100} value={percent} />
          </div>
        )}
        <div className="form-actions full">
          <button type="button" className="button button-ghost" onClick={onClose} disabled={saving}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {file ? texts.submitEdit : texts.submitAdd}
          </button>
        </div>
      </form>
    </Modal>
  );
}
