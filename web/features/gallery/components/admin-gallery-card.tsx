import type { GalleryItem } from '@contract/modules/gallery/model';
import { CardDetails, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import type { CardActions } from '../../../components/admin/entity-panel';
import { fallbackImages } from '../../../lib/fallback-images';
import { adminGalleryTexts as texts } from '../admin-texts';

type AdminGalleryCardProps = CardActions & { item: GalleryItem };

export function AdminGalleryCard({ item, onEdit, onDelete, busy }: AdminGalleryCardProps) {
  return (
    <EntityCard
      title={item.caption}
      image={{
        src: item.image,
        alt: texts.imageAlt(item.caption),
        fallback: fallbackImages.building,
        aspectRatio: '3 / 2',
      }}
      badges={
        <>
          <span className="badge badge-amber">{item.category}</span>
          {item.featured && <span className="badge badge-blue">{texts.featured}</span>}
        </>
      }
      updatedAt={item.updatedAt}
      actions={<EditDeleteButtons name={item.caption} onEdit={onEdit} onDelete={onDelete} disabled={busy} />}
    >
      <CardDetails
        rows={[
          [texts.categoryLabel, item.category],
          [texts.orderLabel, item.order],
        ]}
      />
    </EntityCard>
  );
}
