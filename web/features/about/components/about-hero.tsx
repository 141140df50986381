import type { AboutContent } from '@contract/modules/pages/content/about';
import { aboutHeroPicture } from '../../../lib/built-in-pictures';
import { RichText } from '../../../components/rich-text';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';

export function AboutHero({ hero, page }: { hero: AboutContent['hero']; page?: MaybeTranslated }) {
  return (
    <section className="about-hero">
      <img {...aboutHeroPicture} alt="" className="about-hero-image" fetchPriority="high" />
      <div className="about-hero-content container">
        <h1 lang={langOf(page, 'hero.title')}>{hero.title}</h1>
        <p lang={langOf(page, 'hero.subtitle')}>
          <RichText text={hero.subtitle} />
        </p>
      </div>
    </section>
  );
}
