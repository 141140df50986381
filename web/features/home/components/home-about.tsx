import { Link } from 'wouter';
import type { HomeContent } from '@contract/modules/pages/content/home';
import { paths } from '../../../lib/paths';
import { RichParagraph } from '../../../components/rich-text';
import { pictureAttributes } from '../../../lib/built-in-pictures';
import { homeTexts as t } from '../texts';

export function HomeAbout({ content }: { content: HomeContent['about'] }) {
  return (
    <section className="section home-about" aria-labelledby="home-about-title">
      <div className="container home-about-grid">
        <div>
          <h2 id="home-about-title" className="title-rule">
            {content.title}
          </h2>
          {content.paragraphs.map((paragraph, index) => (
            <RichParagraph key={index} text={paragraph} />
          ))}
          <ul className="home-about-points">
            {content.points.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
          <Link href={paths.about} className="button button-primary">
            {t.aboutMore}
          </Link>
        </div>
        <img
          {...pictureAttributes(content.picture, 640)}
          alt={content.pictureAlt}
          className="home-about-image"
          loading="lazy"
          width={640}
          height={427}
        />
      </div>
    </section>
  );
}
