import type { AboutContent } from '@contract/modules/pages/content/about';
import { ShieldIcon, BuildingIcon, UsersIcon } from '../../../components/icons';
import { RichParagraph } from '../../../components/rich-text';
import { TitledSection } from '../../../components/titled-section';

const ICONS = [BuildingIcon, ShieldIcon, UsersIcon];

export function SummaryCards({ summary }: { summary: AboutContent['summary'] }) {
  return (
    <TitledSection titleId="about-summary-title" title={summary.title} className="about-summary">
      <ul className="grid grid-3 about-summary-grid">
        {summary.cards.map((card, index) => {
          const Icon = ICONS[index % ICONS.length];
          return (
            <li key={index} className="card about-summary-card">
              <Icon size={32} />
              <h3>{card.title}</h3>
              <RichParagraph text={card.text} />
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
