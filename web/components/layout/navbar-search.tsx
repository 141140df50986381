import { useId, type Ref } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../lib/paths';
import { SearchIcon } from '../icons';
import { frameTexts as t } from './texts';

type NavbarSearchProps = { className: string; inputRef?: Ref<HTMLInputElement>; onSearch?: () => void };

/**
 * The navigation bar's search box: a plain GET form for /search, so it works
 * without JavaScript; with it, the app moves there without a reload.
 */
export function NavbarSearch({ className, inputRef, onSearch }: NavbarSearchProps) {
  const [, navigate] = useLocation();
  const inputId = useId();
  return (
    <form
      className={`navbar-search ${className}`}
      role="search"
      aria-label={t.searchLandmark}
      method="get"
      action={paths.search}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const query = String(new FormData(form).get('q') ?? '');
        form.reset();
        (document.activeElement as HTMLElement | null)?.blur();
        onSearch?.();
        navigate(`${paths.search}?${new URLSearchParams({ q: query })}`);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t.searchLabel}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        name="q"
        placeholder={t.search}
        autoComplete="off"
        aria-keyshortcuts="/"
      />
      <button type="submit" aria-label={t.search}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
