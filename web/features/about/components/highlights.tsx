import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichText } from '../../../components/rich-text';
import { TitledSection } from '../../../components/titled-section';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';

export function Highlights({ highlights, page }: { highlights: AboutContent['highlights']; page?: MaybeTranslated }) {
  return (
    <TitledSection
      titleId="about-highlights-title"
      title={<span lang={langOf(page, 'highlights.title')}>{highlights.title}</span>}
      className="about-highlights"
    >
      <ul className="bare-list about-highlight-list">
        {highlights.items.map((highlight, index) => (
          <li key={index} lang={langOf(page, `highlights.items.${index}`)}>
            <RichText text={highlight} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
