// The portraits the site is built with, named in the About page's content by
// their path under web/assets/; any other address is shown as it is.
import director from '../../assets/pictures/director.webp';
import chiefWarden from '../../assets/pictures/chief-warden.webp';

const BUILT_IN: Record<string, string> = {
  '/pictures/director.webp': director,
  '/pictures/chief-warden.webp': chiefWarden,
};

/** The address a portrait is loaded from. */
export const portraitSource = (portrait: string) => BUILT_IN[portrait] ?? portrait;
