// The About page's largest picture, apart from its banner: the page's head
// (web/app/public-pages.tsx, in every page's first download) names it.
import aboutHero from '../../assets/pictures/about-hero.webp';

export const aboutHeroPicture = aboutHero;
