// A page's form, made from its content: an object is a fieldset, a text an
// input or a textarea, a list items to add, remove and move; in page order.
import { PlusIcon, TrashIcon } from '../../../components/admin/icons';
import { FormField } from '../../../components/admin/form-field';
import { ImagePicker } from '../../../components/admin/image-picker';
import { pictureSource } from '../../../lib/built-in-pictures';
import { fallbackImages } from '../../../lib/fallback-images';
import type { FieldErrors } from '../api';
import { blankLike, isRecord, joinPath, labelOf, pattern, setAt, type Content } from '../content-paths';
import { pageTexts } from '../texts';

type Form = {
  errors: FieldErrors;
  labels: Record<string, string>;
  long: Set<string>;
  /** Paths of the picture fields, indices as '*'. */
  pictures: Set<string>;
  /** An item to copy the shape of when a list is empty, by list pattern. */
  templates: Map<string, Content>;
  change(path: (string | number)[], value: Content): void;
};

const idOf = (path: string) => `page-field-${path.replaceAll('.', '-')}`;

/** Focus follows the moved item or the added one, to the first of `ids` that can take it. */
function focusLater(...ids: string[]) {
  requestAnimationFrame(() =>
    ids
      .map((id) => document.getElementById(id))
      .find((element) => element && !(element as HTMLButtonElement).disabled)
      ?.focus(),
  );
}

function ListField({
  form,
  path,
  keys,
  label,
  items,
}: {
  form: Form;
  path: string;
  keys: (string | number)[];
  label: string;
  items: Content[];
}) {
  const template = items[0] ?? form.templates.get(pattern(path)) ?? '';
  const itemLabel = (i: number) => pageTexts.item(label, i);
  const move = (from: number, to: number) => {
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    form.change(keys, next);
    const moved = idOf(joinPath(path, to));
    focusLater(...(to < from ? [`${moved}-up`, `${moved}-down`] : [`${moved}-down`, `${moved}-up`]));
  };
  return (
    <fieldset className="page-list" aria-describedby={form.errors[path] ? `${idOf(path)}-error` : undefined}>
      <legend>{label}</legend>
      {form.errors[path] && (
        <p className="field-error" id={`${idOf(path)}-error`}>
          {form.errors[path]}
        </p>
      )}
      {typeof template === 'string' && form.long.has(pattern(joinPath(path, 0))) && (
        <p className="field-hint">{pageTexts.richHint}</p>
      )}
      <ol className="page-list-items">
        {items.map((item, i) => {
          const itemPath = joinPath(path, i);
          return (
            <li key={i} className="page-list-item">
              <div className="page-list-field">
                <ContentField form={form} path={itemPath} keys={[...keys, i]} label={itemLabel(i)} value={item} />
              </div>
              <div className="page-list-actions">
                <button
                  type="button"
                  id={`${idOf(itemPath)}-up`}
                  className="button button-ghost button-small"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={pageTexts.moveUp(itemLabel(i))}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  id={`${idOf(itemPath)}-down`}
                  className="button button-ghost button-small"
                  onClick={() => move(i, i + 1)}
                  disabled={i === items.length - 1}
                  aria-label={pageTexts.moveDown(itemLabel(i))}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  onClick={() =>
                    form.change(
                      keys,
                      items.filter((_, j) => j !== i),
                    )
                  }
                  aria-label={pageTexts.removeItem(itemLabel(i))}
                >
                  <TrashIcon size={16} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button-outline button-small page-list-add"
        onClick={() => {
          form.change(keys, [...items, blankLike(template)]);
          focusLater(idOf(joinPath(path, items.length)) + (isRecord(template) ? `-${Object.keys(template)[0]}` : ''));
        }}
      >
        <PlusIcon size={16} />
        {pageTexts.addItem(label)}
      </button>
    </fieldset>
  );
}

/**
 * A picture through the console's picker: the saved one's address, or a new one's data URL until the save stores it.
 */
function PictureField({
  form,
  path,
  keys,
  label,
  value,
}: {
  form: Form;
  path: string;
  keys: (string | number)[];
  label: string;
  value: string;
}) {
  const error = form.errors[path];
  return (
    <div className="page-picture">
      <ImagePicker
        id={idOf(path)}
        label={label}
        value={value || null}
        onChange={(picture) => form.change(keys, picture ?? '')}
        fallback={fallbackImages.building}
        previewSource={(picture) => pictureSource(picture, 320)}
      />
      <p className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
        {error ?? pageTexts.pictureHint}
      </p>
    </div>
  );
}

/** A field's label; a picture in a list's item (a slide) is named by the item too, so no two pickers share a name. */
function childLabel(form: Form, path: string, key: string, parentLabel: string) {
  const label = labelOf(key, form.labels);
  const inListItem = /\.\d+$/.test(path);
  return inListItem && form.pictures.has(pattern(joinPath(path, key))) ? pageTexts.partOf(parentLabel, label) : label;
}

function ContentField({
  form,
  path,
  keys,
  label,
  value,
}: {
  form: Form;
  path: string;
  keys: (string | number)[];
  label: string;
  value: Content;
}) {
  if (Array.isArray(value)) return <ListField form={form} path={path} keys={keys} label={label} items={value} />;
  if (isRecord(value))
    return (
      <fieldset className="page-group">
        <legend>{label}</legend>
        {form.errors[path] && <p className="field-error">{form.errors[path]}</p>}
        {Object.entries(value).map(([key, item]) => (
          <ContentField
            key={key}
            form={form}
            path={joinPath(path, key)}
            keys={[...keys, key]}
            label={childLabel(form, path, key, label)}
            value={item}
          />
        ))}
      </fieldset>
    );
  if (form.pictures.has(pattern(path)))
    return (
      <PictureField form={form} path={path} keys={keys} label={label} value={typeof value === 'string' ? value : ''} />
    );
  const long = form.long.has(pattern(path));
  const listItem = /\.\d+$/.test(path);
  const text = value == null ? '' : String(value);
  return (
    <FormField
      id={idOf(path)}
      label={label}
      error={form.errors[path]}
      hint={long && !listItem ? pageTexts.richHint : undefined}
      full
    >
      {(control) =>
        long ? (
          <textarea
            {...control}
            rows={Math.min(10, Math.max(2, Math.ceil(text.length / 50) + 1))}
            value={text}
            onChange={(event) => form.change(keys, event.target.value)}
          />
        ) : (
          <input {...control} type="text" value={text} onChange={(event) => form.change(keys, event.target.value)} />
        )
      }
    </FormField>
  );
}

type ContentFormProps = Omit<Form, 'change'> & { content: Content; onChange(content: Content): void };

/** The whole page's fields, top to bottom. */
export function ContentForm({ content, onChange, ...form }: ContentFormProps) {
  const change = (path: (string | number)[], value: Content) => onChange(setAt(content, path, value));
  if (!isRecord(content)) return null;
  return (
    <div className="page-form">
      {Object.entries(content).map(([key, item]) => (
        <ContentField
          key={key}
          form={{ ...form, change }}
          path={key}
          keys={[key]}
          label={labelOf(key, form.labels)}
          value={item}
        />
      ))}
    </div>
  );
}
