// The pictures built into the site, named in the pages' default content by a
// path under /pictures/; any other address (one the office chose) is used as it is.
import hero1 from '../assets/pictures/hero-1.webp';
import hero2 from '../assets/pictures/hero-2.webp';
import hero3 from '../assets/pictures/hero-3.webp';
import gallery9 from '../assets/pictures/gallery-9.webp';
import director from '../assets/pictures/director.webp';
import chiefWarden from '../assets/pictures/chief-warden.webp';

const BUILT_IN: Record<string, string> = {
  '/pictures/hero-1.webp': hero1,
  '/pictures/hero-2.webp': hero2,
  '/pictures/hero-3.webp': hero3,
  '/pictures/gallery-9.webp': gallery9,
  '/pictures/director.webp': director,
  '/pictures/chief-warden.webp': chiefWarden,
};

/** Where the browser fetches a content picture from. */
export const pictureSource = (picture: string) => BUILT_IN[picture] ?? picture;

/** A link preview's picture for a page without one of its own. */
export const sitePicture = hero1;
