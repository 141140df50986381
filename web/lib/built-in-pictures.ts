// The pictures of the pages' content: one built into the site (a path under
// /pictures/, as a new site's content names them), one the office uploaded
// (an address of the server's picture route, resized on request), or a new
// one not yet saved (a data URL, in the console's preview).
import type { BuiltInPicture } from '@contract/modules/pages/content/fields';
import hero1 from '../assets/pictures/hero-1.webp';
import hero2 from '../assets/pictures/hero-2.webp';
import hero3 from '../assets/pictures/hero-3.webp';
import gallery9 from '../assets/pictures/gallery-9.webp';
import director from '../assets/pictures/director.webp';
import chiefWarden from '../assets/pictures/chief-warden.webp';
import { sizedImage } from './images';

const BUILT_IN: Record<BuiltInPicture, string> = {
  '/pictures/hero-1.webp': hero1,
  '/pictures/hero-2.webp': hero2,
  '/pictures/hero-3.webp': hero3,
  '/pictures/gallery-9.webp': gallery9,
  '/pictures/director.webp': director,
  '/pictures/chief-warden.webp': chiefWarden,
};

const uploaded = (picture: string) => picture.startsWith('/api/');

/** Where the browser fetches a content picture from, an uploaded one at `width` pixels. */
export const pictureSource = (picture: string, width: number) =>
  BUILT_IN[picture as BuiltInPicture] ?? (uploaded(picture) ? sizedImage(picture, width)! : picture);

/** An `<img>`'s `src` and `srcSet` for a content picture shown `width` CSS pixels wide: an uploaded one also at twice that for sharper screens. */
export const pictureAttributes = (picture: string, width: number) => ({
  src: pictureSource(picture, width),
  srcSet: uploaded(picture) ? `${pictureSource(picture, width)} 1x, ${pictureSource(picture, width * 2)} 2x` : undefined,
});

/** A link preview's picture for a page without one of its own. */
export const sitePicture = hero1;
