import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { galleryTexts as texts } from '../texts';

type GalleryPaginationProps = { page: number; pages: number; onPage: (page: number) => void };

/** Page controls; nothing shows while everything fits on one page. */
export function GalleryPagination({ page, pages, onPage }: GalleryPaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="gallery-pagination" aria-label={texts.pagination}>
      <button type="button" className="button button-ghost button-small" disabled={page === 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon size={18} />
        {texts.previousPage}
      </button>
      <ol>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`button button-small ${number === page ? 'button-primary' : 'button-ghost'}`}
              aria-current={number === page ? 'page' : undefined}
              aria-label={texts.page(number)}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button-ghost button-small" disabled={page === pages} onClick={() => onPage(page + 1)}>
        {texts.nextPage}
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
