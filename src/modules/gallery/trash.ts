import { plainRecordTrash } from '../trash/plain-record';
import { deleteGalleryItem } from './repo';

/** A picture has no links: its row and its blob wait in the trash. */
export const galleryTrash = plainRecordTrash('gallery', { name: 'caption', blob: 'image' }, deleteGalleryItem);
