import type { AboutContent } from '@contract/modules/pages/content/about';
import aboutHero from '../../../assets/pictures/about-hero.webp';
import { RichParagraph } from '../../../components/rich-text';

/** The About page's largest picture. */
export const aboutHeroPicture = aboutHero;

export function AboutHero({ hero }: { hero: AboutContent['hero'] }) {
  return (
    <section className="about-hero">
      <img src={aboutHero} alt="" className="about-hero-image" fetchPriority="high" />
      <div className="about-hero-content container">
        <h1>{hero.title}</h1>
        <RichParagraph text={hero.subtitle} />
      </div>
    </section>
  );
}
