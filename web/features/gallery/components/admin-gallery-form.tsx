import { useId } from 'react';
import {
  GALLERY_CATEGORIES,
  GalleryItemInput,
  type GalleryCategory,
  type GalleryItem,
} from '@contract/modules/gallery/model';
import { fallbackImages } from '../../../lib/fallback-images';
import { fieldRules } from '@contract/http/field-rules';
import { fieldErrors } from '../../../lib/field-errors';
import { Checkbox, FormField } from '../../../components/admin/form-field';
import { PictureField } from '../../../components/admin/image-picker';
import { RecordDialog } from '../../../components/admin/record-dialog';
import { Options } from '../../../components/admin/select';
import { useRecordForm } from '../../../components/admin/use-entity-form';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { galleryWrites, type GalleryDraft } from '../admin-api';
import { adminGalleryTexts as texts } from '../admin-texts';

type Values = {
  image: string | null;
  caption: string;
  category: GalleryCategory | '';
  featured: boolean;
  order: string;
};
type Field = 'image' | 'caption' | 'category' | 'order';

const initialValues = (item: GalleryItem | null): Values => ({
  image: item?.image ?? null,
  caption: item?.caption ?? '',
  category: item?.category ?? '',
  featured: item?.featured ?? false,
  order: item ? String(item.order) : '',
});

const payloadOf = (values: Values): GalleryDraft => ({
  image: values.image,
  caption: values.caption.trim(),
  category: values.category as GalleryCategory,
  featured: values.featured,
  order: values.order.trim() === '' ? null : Number(values.order),
});

const rules = fieldRules(GalleryItemInput);

const validate = (values: Values) =>
  fieldErrors<Field>(GalleryItemInput, payloadOf(values), {
    image: true,
    caption: true,
    category: texts.required.category,
    order: true,
  });

/** The Add/Edit Picture modal; `item` null means add. Closes itself after a successful save. */
export function AdminGalleryForm({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const { values, set, bind, errors, saving, submit, dirty, hindi, changedMeanwhile } = useRecordForm({
    record: item,
    initialValues,
    validate,
    payloadOf,
    writes: galleryWrites,
    texts,
    onSaved: onClose,
    translated: 'gallery',
  });
  const id = useId();

  return (
    <RecordDialog
      texts={texts}
      editing={!!item}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      dirty={dirty}
      changedMeanwhile={changedMeanwhile}
    >
      <PictureField
        label={texts.fields.image}
        value={values.image}
        onChange={(image) => set('image', image)}
        fallback={fallbackImages.building}
      >
        <p className={errors.image ? 'field-error' : 'field-hint'} role={errors.image ? 'alert' : undefined}>
          {errors.image ?? texts.imageHint}
        </p>
      </PictureField>
      <FormField id={`${id}-caption`} label={texts.fields.caption} rule={rules.caption} error={errors.caption} full>
        {(control) => <input {...control} {...bind('caption')} />}
      </FormField>
      <FormField id={`${id}-category`} label={texts.fields.category} rule={rules.category} error={errors.category}>
        {(control) => (
          <select {...control} {...bind('category')}>
            <Options blank={texts.chooseCategory} items={GALLERY_CATEGORIES} label={String} />
          </select>
        )}
      </FormField>
      <FormField id={`${id}-order`} label={texts.fields.order} error={errors.order}>
        {(control) => <input {...control} {...bind('order')} type="number" min={1} step={1} inputMode="numeric" />}
      </FormField>
      <p className="field-hint full">{texts.orderHint}</p>
      <Checkbox
        label={texts.fields.featured}
        checked={values.featured}
        onChange={(checked) => set('featured', checked)}
        full
      />
      <TranslationFields
        draft={hindi}
        schema={GalleryItemInput}
        fields={[{ path: 'caption', label: texts.fields.caption, english: values.caption }]}
      />
    </RecordDialog>
  );
}
