import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichParagraph } from '../../../components/rich-text';

export function VisionStatement({ vision }: { vision: AboutContent['vision'] }) {
  return (
    <section className="section about-vision" aria-labelledby="about-vision-title">
      <div className="container">
        <h2 id="about-vision-title" className="title-rule">{vision.title}</h2>
        <blockquote>
          <RichParagraph text={vision.text} />
        </blockquote>
      </div>
    </section>
  );
}
