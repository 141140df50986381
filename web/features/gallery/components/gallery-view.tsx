import { useCallback, useReducer } from 'react';
import { useQueryParam } from '../../../lib/query-param';
import { useFollowAddress } from '../../../lib/follow-address';
import { LightboxOnDemand } from '../../../components/lightbox-on-demand';
import { FilterButtons } from '../../../components/filter-buttons';
import { GALLERY_CATEGORIES } from '@contract/modules/gallery/texts';
import { paths } from '../../../lib/paths';
import { sizedImage } from '../../../lib/images';
import { langOf } from '../../../lib/content-language';
import { useGallery } from '../api';
import { galleryReducer, galleryView, initialGalleryState, type GalleryFilter } from '../gallery-state';
import { GALLERY_PAGE_SIZE } from '../paging';
import { galleryCategoryLabels, galleryTexts as texts } from '../texts';
import { GalleryPagination } from './gallery-pagination';
import '../gallery.css';

const TILE_WIDTHS = [320, 640, 960];

const filters: GalleryFilter[] = ['All', ...GALLERY_CATEGORIES];

const labelOf = (filter: GalleryFilter) => (filter === 'All' ? texts.all : galleryCategoryLabels[filter]);

/** The category an address names (`?category=`, in English in every language), or 'All' for none or an unknown one. */
const filterNamed = (name: string | null): GalleryFilter => filters.find((filter) => filter === name) ?? 'All';

/** The page an address names (`?page=`), or 1 for none or what is not a page number. */
const pageNamed = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The address of a page of a category's pictures: `?category=` but for All, `?page=` from the second page on. */
const addressOfPage = (filter: GalleryFilter, page: number) => {
  const params = new URLSearchParams();
  if (filter !== 'All') params.set('category', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${paths.gallery}?${query}` : paths.gallery;
};

export function GalleryView() {
  const [category, setCategory] = useQueryParam('category');
  const [pageInAddress] = useQueryParam('page');
  const [state, dispatch] = useReducer(galleryReducer, {
    ...initialGalleryState,
    filter: filterNamed(category),
    page: pageNamed(pageInAddress),
  });
  useFollowAddress(category, (name) => dispatch({ type: 'filter', filter: filterNamed(name) }));
  useFollowAddress(pageInAddress, (value) => dispatch({ type: 'page', page: pageNamed(value) }));
  const { filtered, page, pages, onPage, open, hasPrevious, hasNext } = galleryView(state, useGallery());
  const firstIndex = (page - 1) * GALLERY_PAGE_SIZE;

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const previous = useCallback(() => dispatch({ type: 'step', by: -1 }), []);
  const next = useCallback(() => dispatch({ type: 'step', by: 1 }), []);

  return (
    <>
      <FilterButtons
        label={texts.filterLabel}
        filters={filters}
        active={state.filter}
        labelOf={labelOf}
        className="gallery-filters"
        onChoose={(filter) => {
          dispatch({ type: 'filter', filter });
          setCategory(filter === 'All' ? null : filter, ['page']);
        }}
      />

      {filtered.length === 0 ? (
        <p className="card empty-state">{texts.empty}</p>
      ) : (
        <ul className="bare-list gallery-grid">
          {onPage.map((item, offset) => (
            <li key={item._id}>
              <button
                type="button"
                className="gallery-tile"
                onClick={() => dispatch({ type: 'open', index: firstIndex + offset })}
              >
                {/* The button is named by what it shows, so the caption below stands for the picture. */}
                <span className="visually-hidden">{texts.enlarge}</span>
                <span className="gallery-tile-picture">
                  {/* The first picture is the page's largest: fetched at once and first. */}
                  <img
                    src={sizedImage(item.image, 640) ?? undefined}
                    srcSet={TILE_WIDTHS.map((width) => `${sizedImage(item.image, width)} ${width}w`).join(', ')}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    alt=""
                    loading={offset === 0 ? 'eager' : 'lazy'}
                    fetchPriority={offset === 0 ? 'high' : undefined}
                    decoding="async"
                    width={600}
                    height={400}
                  />
                </span>
                <span className="gallery-tile-caption">
                  <span className="gallery-tile-badges">
                    <span className="badge badge-amber">{galleryCategoryLabels[item.category]}</span>
                    {item.featured && <span className="badge badge-blue">{texts.featured}</span>}
                  </span>
                  <span lang={langOf(item, 'caption')}>{item.caption}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <GalleryPagination page={page} pages={pages} addressOf={(number) => addressOfPage(state.filter, number)} />

      {open && (
        <LightboxOnDemand
          src={sizedImage(open.image, 1600) ?? ''}
          alt={open.caption}
          caption={open.caption}
          onClose={close}
          onPrevious={hasPrevious ? previous : undefined}
          onNext={hasNext ? next : undefined}
        />
      )}
    </>
  );
}
