import './filter-buttons.css';

/**
 * Category filter buttons (the Gallery's and the Achievements'). They sit in
 * a form, so without JavaScript each one submits `?category=` (the first,
 * "All", submits none) and the page opens filtered; with it, `onChoose` runs instead.
 * `labelOf` names a filter in the page's language; the address keeps the filter itself.
 */
export function FilterButtons<F extends string>({
  label,
  filters,
  active,
  onChoose,
  className,
  labelOf = (filter) => filter,
}: {
  label: string;
  filters: readonly F[];
  active: F;
  onChoose: (filter: F) => void;
  className: string;
  labelOf?: (filter: F) => string;
}) {
  const all = filters[0];
  return (
    <form method="get">
      <div className={`filter-buttons ${className}`} role="group" aria-label={label}>
        {filters.map((filter) => (
          <button
            key={filter}
            type="submit"
            name={filter === all ? undefined : 'category'}
            value={filter === all ? undefined : filter}
            className={`button button-small ${active === filter ? 'button-primary' : 'button-ghost'}`}
            aria-pressed={active === filter}
            onClick={(event) => {
              event.preventDefault();
              onChoose(filter);
            }}
          >
            {labelOf(filter)}
          </button>
        ))}
      </div>
    </form>
  );
}
