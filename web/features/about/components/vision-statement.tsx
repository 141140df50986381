import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichText } from '../../../components/rich-text';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';

export function VisionStatement({ vision, page }: { vision: AboutContent['vision']; page?: MaybeTranslated }) {
  return (
    <section className="section about-vision" aria-labelledby="about-vision-title">
      <div className="container">
        <h2 id="about-vision-title" className="title-rule" lang={langOf(page, 'vision.title')}>
          {vision.title}
        </h2>
        <blockquote>
          <p lang={langOf(page, 'vision.text')}>
            <RichText text={vision.text} />
          </p>
        </blockquote>
      </div>
    </section>
  );
}
