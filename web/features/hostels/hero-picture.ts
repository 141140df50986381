// A hostel's picture at the top of its page, apart from the page's component:
// the page's head (web/app/public-pages.tsx, in every page's first download)
// preloads the same sources.
import { sizedImage } from '../../lib/images';

const HERO_WIDTHS = [480, 960, 1600];

/** The hero picture's sources: the page's largest picture. */
export function hostelHeroPicture(image: string) {
  return {
    src: sizedImage(image, 960)!,
    srcSet: HERO_WIDTHS.map((width) => `${sizedImage(image, width)} ${width}w`).join(', '),
    sizes: '(min-width: 1024px) 720px, 100vw',
  };
}
