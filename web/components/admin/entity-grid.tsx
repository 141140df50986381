import type { ReactNode } from 'react';
import { Spinner } from '../spinner';

type EntityGridProps<T> = {
  /** undefined while the first fetch runs. */
  items: T[] | undefined;
  loadingText: string;
  emptyText: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** 3: 3/2/1 columns by screen size (hostels, messes, files); 'wide': 4 to 5 (events, notifications). */
  columns?: 3 | 'wide';
  /** The list's accessible name, e.g. 'Hostels'. */
  label: string;
};

/** A panel's cards: a spinner while loading, the empty state, or the grid. */
export function EntityGrid<T>({
  items,
  loadingText,
  emptyText,
  getKey,
  renderItem,
  columns = 3,
  label,
}: EntityGridProps<T>) {
  if (!items) return <Spinner label={loadingText} />;
  if (items.length === 0) return <p className="empty-state admin-empty">{emptyText}</p>;
  return (
    <ul className={`admin-grid admin-grid-${columns}`} aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
