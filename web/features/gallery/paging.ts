/** Pictures per gallery page (SPEC.md section 9). */
export const GALLERY_PAGE_SIZE = 9;

export const pageCount = (total: number, size = GALLERY_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The items of a 1-based page. */
export const pageItems = <T>(items: T[], page: number, size = GALLERY_PAGE_SIZE) =>
  items.slice((page - 1) * size, page * size);
