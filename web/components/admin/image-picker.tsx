import { useId, useRef, useState, type ReactNode } from 'react';
import { sizedImage } from '../../lib/images';
import { notify } from '../../lib/toast';
import { STORED_IMAGE_TYPES, downscaleImage } from '../../lib/downscale-image';
import { sharedTexts } from './texts';

type ImagePickerProps = {
  label: string;
  /** The record's image URL, a data URL just chosen, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown in the preview when there is no picture. */
  fallback: string;
  /** Where the preview reads a value from, when it is not an image endpoint's URL (a page's built-in picture). */
  previewSource?: (value: string) => string;
  /** The file input's id, when the form moves focus to it. */
  id?: string;
};

/**
 * Picks a picture, shrinks it in the browser to at most 1600 px on the long
 * side, and previews it. The value sent on save is the data URL of a new
 * picture, the unchanged URL of the current one (the server keeps it), or null.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  fallback,
  previewSource = (url) => sizedImage(url, 320)!,
  id,
}: ImagePickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setReading(true);
    try {
      onChange(await downscaleImage(file));
    } catch (error) {
      console.error(error);
      notify.error(sharedTexts.imageUnreadable);
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="field image-picker">
      <label htmlFor={inputId}>{label}</label>
      <div className="image-picker-row">
        <img
          className="image-picker-preview"
          src={value ? previewSource(value) : fallback}
          alt={value ? sharedTexts.imagePreview : ''}
        />
        <div className="image-picker-buttons">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={STORED_IMAGE_TYPES.join(',')}
            className="image-picker-input"
            onChange={(event) => choose(event.target.files?.[0])}
            disabled={reading}
          />
          {value && (
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => onChange(null)}
              aria-label={sharedTexts.removeImageOf(label)}
            >
              {sharedTexts.removeImage}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** A record's picture in a form, across both columns of a .form-grid, with `children` (a hint, an error) under it. */
export function PictureField({ children, ...picker }: ImagePickerProps & { children?: ReactNode }) {
  return (
    <div className="full">
      <ImagePicker {...picker} />
      {children}
    </div>
  );
}
