import aboutHero from '../../../assets/pictures/about-hero.webp';
import { aboutTexts as t } from '../texts';

/** The About page's largest picture. */
export const aboutHeroPicture = aboutHero;

export function AboutHero() {
  return (
    <section className="about-hero">
      <img src={aboutHero} alt="" className="about-hero-image" fetchPriority="high" />
      <div className="about-hero-content container">
        <h1>{t.heroTitle}</h1>
        <p>{t.heroSubtitle}</p>
      </div>
    </section>
  );
}
