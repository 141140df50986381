import { CloseIcon } from '../icons';
import { sharedTexts } from './texts';

type Chip = { id: string; label: string };

/** Chosen values shown as removable chips (a person's hostels, a hostel's facilities). */
export function ChipList({ items, onRemove, label }: { items: Chip[]; onRemove: (id: string) => void; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="chip">
          <span>{item.label}</span>
          <button
            type="button"
            className="chip-remove"
            aria-label={sharedTexts.remove(item.label)}
            onClick={() => onRemove(item.id)}
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
