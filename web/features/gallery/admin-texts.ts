// The console's Gallery panel: apart from texts.ts, which the
// public pages load.
import { galleryMessages } from '@contract/modules/gallery/texts';

export const adminGalleryTexts = {
  title: 'Gallery',
  add: '+ Add Picture',
  loading: 'Loading the gallery...',
  empty: 'No pictures yet. Add some pictures to get started!',
  listLabel: 'Gallery pictures',

  featured: 'Featured',
  categoryLabel: 'Category',
  orderLabel: 'Order',
  imageAlt: (caption: string) => `Picture: ${caption}`,

  addTitle: 'Add Picture',
  editTitle: 'Edit Picture',
  fields: {
    image: 'Picture',
    caption: 'Caption',
    category: 'Category',
    order: 'Order',
    featured: 'Featured (shown in the home page preview)',
  },
  chooseCategory: 'Select a category',
  imageHint: 'Large pictures are scaled down to 1600 px before upload.',
  orderHint:
    'Smaller numbers come first; leave empty to put it last. The home page shows up to five featured pictures.',
  required: { category: 'Category is required' },
  submitAdd: 'Add Picture',
  submitEdit: 'Update Picture',

  confirmDelete: 'Are you sure you want to delete this picture?',
  adding: 'Adding picture...',
  updating: 'Updating picture...',
  deleting: 'Deleting picture...',
  added: galleryMessages.added,
  updated: galleryMessages.updated,
  deleted: galleryMessages.deleted,
  addFailed: 'Error adding picture!',
  updateFailed: 'Error updating picture!',
  deleteFailed: 'Error deleting picture!',
};
