import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichText } from '../../../components/rich-text';
import { TitledSection } from '../../../components/titled-section';

export function Highlights({ highlights }: { highlights: AboutContent['highlights'] }) {
  return (
    <TitledSection titleId="about-highlights-title" title={highlights.title} className="about-highlights">
      <ul className="bare-list about-highlight-list">
        {highlights.items.map((highlight, index) => (
          <li key={index}>
            <RichText text={highlight} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
