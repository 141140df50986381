import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import { flag, imageField, integerAtLeast, requiredText } from '../../http/fields';
import { GALLERY_CATEGORIES, galleryMessages } from './texts';
import { storedRecord } from '../stored-record';

export { GALLERY_CATEGORIES, PREVIEW_SIZE, galleryMessages, type GalleryCategory } from './texts';

/** Texts only the server responds with; the web shows whatever message the server sends. */
export const galleryErrors = {
  notFound: 'Picture not found.',
};

export const GalleryItemInput = v.object({
  /** A new picture (data URL or file), or the URL it was read with to keep it; it cannot be removed. */
  image: v.pipe(
    imageField,
    v.check((image) => image !== null && image !== '', galleryMessages.pictureRequired),
  ),
  caption: requiredText('Caption', 300),
  category: v.pipe(
    v.optional(v.string(), ''),
    v.check((category) => category !== '', 'Category is required'),
    v.picklist(GALLERY_CATEGORIES, `Category must be one of: ${GALLERY_CATEGORIES.join(', ')}`),
  ),
  featured: flag('Featured', false),
  /** Where it stands in the gallery, smallest first; absent puts it last. */
  order: v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), integerAtLeast('Order', 1)])), null),
    v.transform((order) => (order === '' ? null : order)),
  ),
  translations: TranslationsInput,
});
export type GalleryItemInput = v.InferOutput<typeof GalleryItemInput>;

/** A picture as the API returns it: the image is a URL of the image endpoint. */
export const GalleryItem = storedRecord({
  image: v.nullable(v.string()),
  caption: v.string(),
  category: v.picklist(GALLERY_CATEGORIES),
  featured: v.boolean(),
  order: v.number(),
});
export type GalleryItem = v.InferOutput<typeof GalleryItem>;
