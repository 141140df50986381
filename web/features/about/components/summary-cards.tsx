import type { AboutContent } from '@contract/modules/pages/content/about';
import { ShieldIcon, BuildingIcon, UsersIcon } from '../../../components/icons';
import { RichText } from '../../../components/rich-text';
import { TitledSection } from '../../../components/titled-section';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';

const ICONS = [BuildingIcon, ShieldIcon, UsersIcon];

export function SummaryCards({ summary, page }: { summary: AboutContent['summary']; page?: MaybeTranslated }) {
  return (
    <TitledSection
      titleId="about-summary-title"
      title={<span lang={langOf(page, 'summary.title')}>{summary.title}</span>}
      className="about-summary"
    >
      <ul className="grid grid-3 about-summary-grid">
        {summary.cards.map((card, index) => {
          const Icon = ICONS[index % ICONS.length];
          return (
            <li key={index} className="card about-summary-card">
              <Icon size={32} />
              <h3 lang={langOf(page, `summary.cards.${index}.title`)}>{card.title}</h3>
              <p lang={langOf(page, `summary.cards.${index}.text`)}>
                <RichText text={card.text} />
              </p>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
