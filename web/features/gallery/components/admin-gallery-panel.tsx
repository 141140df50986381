import type { GalleryItem } from '@contract/modules/gallery/model';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { useNeedsTranslation } from '../../../components/admin/use-translations';
import { useEntityGrants } from '../../../lib/grants';
import { galleryWrites, useAdminGallery } from '../admin-api';
import { adminGalleryTexts } from '../admin-texts';
import { AdminGalleryCard } from './admin-gallery-card';
import { AdminGalleryForm } from './admin-gallery-form';

/** The gallery's pictures as cards in the gallery's order, with add, edit and delete. */
export function GalleryPanel() {
  const needsTranslation = useNeedsTranslation('gallery');
  return (
    <EntityPanel
      grants={useEntityGrants<GalleryItem>('gallery')}
      csv={{ entity: 'gallery' }}
      texts={adminGalleryTexts}
      items={useAdminGallery()}
      needsTranslation={needsTranslation && ((item) => needsTranslation(item._id))}
      remove={galleryWrites.remove}
      renderCard={(item, actions) => <AdminGalleryCard item={item} {...actions} />}
      renderForm={(item, close) => <AdminGalleryForm item={item} onClose={close} />}
    />
  );
}
