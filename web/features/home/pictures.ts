import hero1 from '../../assets/pictures/hero-1.webp';
import hero2 from '../../assets/pictures/hero-2.webp';
import hero3 from '../../assets/pictures/hero-3.webp';
import gallery9 from '../../assets/pictures/gallery-9.webp';

// The home page's default content names the pictures built into the site by these paths.
const BUILT_IN: Record<string, string> = {
  '/pictures/hero-1.webp': hero1,
  '/pictures/hero-2.webp': hero2,
  '/pictures/hero-3.webp': hero3,
  '/pictures/gallery-9.webp': gallery9,
};

/** Where the browser fetches a content picture from. */
export const pictureSource = (picture: string) => BUILT_IN[picture] ?? picture;

/** A link preview's picture for a page without one of its own. */
export const sitePicture = hero1;
