// The welcome banner's pictures, apart from the slideshow: the home page's head
// (web/app/public-pages.tsx, in every page's first download) names the first.
import hero1 from '../../assets/pictures/hero-1.webp';
import hero2 from '../../assets/pictures/hero-2.webp';
import hero3 from '../../assets/pictures/hero-3.webp';

export const heroSlidePictures = [hero1, hero2, hero3];

/** The first slide: the home page's largest picture. */
export const heroPicture = hero1;
