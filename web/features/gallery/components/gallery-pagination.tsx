import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { galleryTexts as texts } from '../texts';

type GalleryPaginationProps = { page: number; pages: number; addressOf: (page: number) => string };

const STEP_CLASS = 'button button-ghost button-small';

/** Previous or Next: a link to that page, or, where there is none, a disabled button looking the same. */
function Step({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <button type="button" className={STEP_CLASS} disabled>
        {children}
      </button>
    );
  }
  return (
    <Link href={to} className={STEP_CLASS}>
      {children}
    </Link>
  );
}

/**
 * Page controls, links to each page's address (so they work without
 * JavaScript, and the app follows them without a reload); nothing shows while everything fits on one page.
 */
export function GalleryPagination({ page, pages, addressOf }: GalleryPaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="gallery-pagination" aria-label={texts.pagination}>
      <Step to={page > 1 ? addressOf(page - 1) : null}>
        <ChevronLeftIcon size={18} />
        {texts.previousPage}
      </Step>
      <ol>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              href={addressOf(number)}
              className={`button button-small ${number === page ? 'button-primary' : 'button-ghost'}`}
              aria-current={number === page ? 'page' : undefined}
              aria-label={texts.page(number)}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      <Step to={page < pages ? addressOf(page + 1) : null}>
        {texts.nextPage}
        <ChevronRightIcon size={18} />
      </Step>
    </nav>
  );
}
