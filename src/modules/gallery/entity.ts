import { recordColumns, yesNo } from '../columns';
import type { EntityKind } from '../entity';
import { GalleryItemInput, type GalleryItem } from './model';
import { categoryLabelIn } from './category-labels';
import { readGallery } from './reads';
import { findGalleryImage, findGalleryItem, listGallery } from './repo';
import { galleryTrash } from './trash';

const galleryColumns = recordColumns<GalleryItem>([
  { header: 'Caption', value: (item) => item.caption, field: 'caption' },
  { header: 'Category', value: (item) => item.category },
  { header: 'Featured', value: (item) => yesNo(item.featured) },
  { header: 'Order', value: (item) => item.order },
]);

/** Where the gallery shows a picture: its category's page. */
const categoryPage = (item: GalleryItem) => `/gallery?category=${encodeURIComponent(item.category)}`;

export const galleryKind = {
  entity: 'gallery',
  nameField: 'caption',
  find: findGalleryItem,
  picture: findGalleryImage,
  trash: galleryTrash,
  publicList: readGallery,
  searchDocuments: (items, language) =>
    items.map((item) => ({
      result: {
        _id: item._id,
        title: item.caption,
        snippet: categoryLabelIn(language, item.category),
        url: categoryPage(item),
      },
      fields: [categoryLabelIn(language, item.category)],
    })),
  csv: { columns: galleryColumns, list: listGallery },
  translatable: ['caption'],
  schema: GalleryItemInput,
} satisfies EntityKind<GalleryItem>;
