import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichText } from '../../../components/rich-text';

export function VisionStatement({ vision }: { vision: AboutContent['vision'] }) {
  return (
    <section className="section about-vision" aria-labelledby="about-vision-title">
      <div className="container">
        <h2 id="about-vision-title" className="title-rule">{vision.title}</h2>
        <blockquote>
          <p>
            <RichText text={vision.text} />
          </p>
        </blockquote>
      </div>
    </section>
  );
}
