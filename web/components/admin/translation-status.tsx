import { translationTexts as t } from './texts';

/** A panel's line saying how many of its records need a Hindi translation, with a toggle showing only those. */
export function TranslationStatus({
  count,
  onlyThese,
  onToggle,
}: {
  count: number;
  onlyThese: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="translation-status">
      <span className={`badge ${count ? 'badge-amber' : 'badge-green'}`}>
        {count ? t.needCount(count) : t.allTranslated}
      </span>
      {count > 0 && (
        <button
          type="button"
          className={`button button-small ${onlyThese ? 'button-primary' : 'button-outline'}`}
          aria-pressed={onlyThese}
          onClick={onToggle}
        >
          {t.onlyThese}
        </button>
      )}
    </div>
  );
}
