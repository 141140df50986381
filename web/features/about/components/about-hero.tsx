import { aboutHeroPicture } from '../hero-picture';
import { aboutTexts as t } from '../texts';

export function AboutHero() {
  return (
    <section className="about-hero">
      <img src={aboutHeroPicture} alt="" className="about-hero-image" fetchPriority="high" />
      <div className="about-hero-content container">
        <h1>{t.heroTitle}</h1>
        <p>{t.heroSubtitle}</p>
      </div>
    </section>
  );
}
