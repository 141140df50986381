// The pictures of the pages' content: one built into the site (a path under
// /pictures/, as a new site's content names them), one the office uploaded
// (an address of the server's picture route, resized on request), or a new
// one not yet saved (a data URL, in the console's preview).
import type { BuiltInPicture } from '@contract/modules/pages/content/fields';
import hero1 from '../assets/pictures/hero-1.webp';
import hero2 from '../assets/pictures/hero-2.webp';
import hero3 from '../assets/pictures/hero-3.webp';
import gallery9 from '../assets/pictures/gallery-9.webp';
import hero1Narrow from '../assets/pictures/hero-1-800.webp';
import hero2Narrow from '../assets/pictures/hero-2-800.webp';
import hero3Narrow from '../assets/pictures/hero-3-800.webp';
import gallery9Narrow from '../assets/pictures/gallery-9-800.webp';
import director from '../assets/pictures/director.webp';
import chiefWarden from '../assets/pictures/chief-warden.webp';
import aboutHero from '../assets/pictures/about-hero.webp';
import aboutHeroNarrow from '../assets/pictures/about-hero-800.webp';
import { sizedImage } from './images';

const BUILT_IN: Record<BuiltInPicture, string> = {
  '/pictures/hero-1.webp': hero1,
  '/pictures/hero-2.webp': hero2,
  '/pictures/hero-3.webp': hero3,
  '/pictures/gallery-9.webp': gallery9,
  '/pictures/director.webp': director,
  '/pictures/chief-warden.webp': chiefWarden,
};

/** A phone's copies of the wide built-in pictures: 800 pixels wide, beside the original's width. */
const NARROW = 800;
const NARROW_COPIES: Partial<Record<BuiltInPicture, { narrow: string; width: number }>> = {
  '/pictures/hero-1.webp': { narrow: hero1Narrow, width: 1600 },
  '/pictures/hero-2.webp': { narrow: hero2Narrow, width: 1600 },
  '/pictures/hero-3.webp': { narrow: hero3Narrow, width: 1600 },
  '/pictures/gallery-9.webp': { narrow: gallery9Narrow, width: 1200 },
};

const uploaded = (picture: string) => picture.startsWith('/api/');

/** Where the browser fetches a content picture from, an uploaded one at `width` pixels. */
export const pictureSource = (picture: string, width: number) =>
  BUILT_IN[picture as BuiltInPicture] ?? (uploaded(picture) ? sizedImage(picture, width)! : picture);

/** A `srcSet` of a picture's phone copy and the original, `width` pixels wide. */
const narrowAndOriginal = (narrow: string, original: string, width: number) =>
  `${narrow} ${NARROW}w, ${original} ${width}w`;

/** A built-in picture with a phone's copy, as a `srcSet` of widths. */
function builtInWidths(picture: string) {
  const copy = NARROW_COPIES[picture as BuiltInPicture];
  return copy && narrowAndOriginal(copy.narrow, BUILT_IN[picture as BuiltInPicture], copy.width);
}

/**
 * An `<img>`'s `src`, `srcSet` and `sizes` for a content picture shown at most `width` CSS pixels wide: an
 * uploaded one also at twice that for sharper screens, a built-in one also as a phone's copy.
 */
export function pictureAttributes(picture: string, width: number) {
  const src = pictureSource(picture, width);
  if (uploaded(picture)) return { src, srcSet: `${src} 1x, ${pictureSource(picture, width * 2)} 2x` };
  const srcSet = builtInWidths(picture);
  return { src, srcSet, sizes: srcSet && `min(${width}px, 100vw)` };
}

/** The widths an uploaded picture spanning the page is fetched at: a phone takes the narrower, a desktop the wider. */
const PAGE_WIDE = [NARROW, 1600];

/** An `<img>`'s `src`, `srcSet` and `sizes` for a content picture that spans the page. */
export function pageWidePicture(picture: string) {
  const src = pictureSource(picture, PAGE_WIDE[1]);
  const srcSet = uploaded(picture)
    ? PAGE_WIDE.map((width) => `${pictureSource(picture, width)} ${width}w`).join(', ')
    : builtInWidths(picture);
  return { src, srcSet, sizes: srcSet && '100vw' };
}

/** The About page's banner, always the site's own picture: as pageWidePicture gives a content picture. */
export const aboutHeroPicture = {
  src: aboutHero,
  srcSet: narrowAndOriginal(aboutHeroNarrow, aboutHero, 1600),
  sizes: '100vw',
};

/** A link preview's picture for a page without one of its own. */
export const sitePicture = hero1;
