import { useId, useState } from 'react';
import { FileInput, type StoredFile } from '@contract/modules/files/model';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/public-api';
import { fieldRules } from '@contract/http/field-rules';
import { fieldErrors } from '../../../lib/field-errors';
import { Checkbox, FormField } from '../../../components/admin/form-field';
import { FormActions } from '../../../components/admin/form-actions';
import { useLeaveGuard } from '../../../components/admin/discard-changes';
import { saveToasts, useEntityForm } from '../../../components/admin/use-entity-form';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { useTranslationDraft, type TranslationsPayload } from '../../../components/admin/use-translations';
import { createFile, updateFile } from '../admin-api';
import { adminFileTexts as texts } from '../admin-texts';

type Values = { fileName: string; description: string; forStudent: boolean; file: File | null };

const rules = fieldRules(FileInput);

// Too large, a type the server refuses, a conflict: the server's message says what to change.
const ACTIONABLE_STATUSES = new Set([409, 413, 415]);

/** The failure toast: the fixed text of SPEC.md section 8, or the server's message when the admin can act on it. */
function failureText(error: unknown, fallback: string) {
  return error instanceof ApiError && ACTIONABLE_STATUSES.has(error.status) && error.message ? error.message : fallback;
}

function formDataOf(values: Values, { translations }: TranslationsPayload) {
  const form = new FormData();
  form.append('file_name', values.fileName.trim());
  form.append('description', values.description.trim());
  form.append('for_student', String(values.forStudent));
  if (values.file) form.append('file', values.file);
  if (translations) form.append('translations', JSON.stringify(translations));
  return form;
}

/**
 * The Add New File / Edit File modal; `file` null means add. Uploads as
 * multipart with a progress bar; on failure the form keeps what was entered.
 * With changes, closing it asks first.
 */
export function AdminFileForm({ file, onClose }: { file: StoredFile | null; onClose: () => void }) {
  // The fraction of the upload sent so far.
  const [progress, setProgress] = useState(0);
  const hindi = useTranslationDraft('files', file?._id ?? null);
  const { values, set, bind, errors, saving, submit, dirty } = useEntityForm({
    // A new file is for students unless unticked, so it shows on the public Files page.
    initialValues: (): Values => ({
      fileName: file?.file_name ?? '',
      description: file?.description ?? '',
      forStudent: file?.for_student ?? true,
      file: null,
    }),
    validate: (values: Values) => ({
      ...fieldErrors<'fileName'>(
        FileInput,
        { file_name: values.fileName, description: values.description },
        { fileName: true },
        { file_name: 'fileName' },
      ),
      // The server asks for the file only on add, with the same text.
      ...(!file && !values.file && { file: texts.fileRequired }),
    }),
    toasts: saveToasts(texts, !!file),
    failureText,
    save: (values: Values) => {
      setProgress(0);
      const form = formDataOf(values, hindi.payload);
      return file ? updateFile(file._id, form, setProgress) : createFile(form, setProgress);
    },
    onSaved: onClose,
  });
  const id = useId();
  const { leave, prompt } = useLeaveGuard(dirty || hindi.dirty);
  const close = () => leave(onClose);

  const percent = Math.round(progress * 100);
  return (
    <>
      <Modal title={file ? texts.editTitle : texts.addTitle} onClose={close}>
        <form className="form-grid" onSubmit={submit} noValidate>
          <FormField id={`${id}-name`} label={texts.fields.fileName} error={errors.fileName} full>
            {(control) => (
              <input {...control} aria-required="true" {...bind('fileName')} maxLength={rules.file_name.maxLength} />
            )}
          </FormField>
          <FormField id={`${id}-description`} label={texts.fields.description} full>
            {(control) => (
              <textarea {...control} {...bind('description')} maxLength={rules.description.maxLength} rows={3} />
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
                onChange={(e) => set('file', e.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <Checkbox
            label={texts.fields.forStudent}
            checked={values.forStudent}
            onChange={(checked) => set('forStudent', checked)}
            full
          />
          <TranslationFields
            draft={hindi}
            schema={FileInput}
            fields={[
              { path: 'file_name', label: texts.fields.fileName, english: values.fileName },
              { path: 'description', label: texts.fields.description, english: values.description, long: true },
            ]}
          />
          {saving && (
            <div className="full admin-upload-progress">
              <label htmlFor={`${id}-progress`}>{texts.uploading(percent)}</label>
              <progress id={`${id}-progress`} max={100} value={percent} />
            </div>
          )}
          <FormActions submitLabel={file ? texts.submitEdit : texts.submitAdd} onCancel={close} saving={saving} full />
        </form>
      </Modal>
      {prompt}
    </>
  );
}
