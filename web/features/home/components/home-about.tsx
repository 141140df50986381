import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import aboutPicture from '../../../assets/pictures/gallery-9.webp';
import { homeTexts as t } from '../texts';

export function HomeAbout() {
  return (
    <section className="section home-about" aria-labelledby="home-about-title">
      <div className="container home-about-grid">
        <div>
          <h2 id="home-about-title" className="title-rule">{t.aboutTitle}</h2>
          {t.aboutParagraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="home-about-points">
            {t.aboutPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link href={paths.about} className="button button-primary">
            {t.aboutMore}
          </Link>
        </div>
        <img src={aboutPicture} alt={t.aboutImageAlt} className="home-about-image" loading="lazy" width={640} height={427} />
      </div>
    </section>
  );
}
