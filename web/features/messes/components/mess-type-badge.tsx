import type { MessType } from '@contract/modules/messes/model';
import { messTypeTexts as t } from '../texts';

/** Veg or Non-Veg, as the public pages show a mess's type. */
export function MessTypeBadge({ type }: { type: MessType }) {
  const isVeg = type === 'Veg';
  return <span className={`badge ${isVeg ? 'badge-green' : 'badge-red'}`}>{isVeg ? t.veg : t.nonVeg}</span>;
}
