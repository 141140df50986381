import {
  BedIcon,
  HeartPulseIcon,
  ShieldIcon,
  SparklesIcon,
  TrophyIcon,
  UtensilsIcon,
  WifiIcon,
} from '../../../components/icons';
import type { HomeContent } from '@contract/modules/pages/content/home';
import { TitledSection } from '../../../components/titled-section';

const ICONS = {
  rooms: BedIcon,
  mess: UtensilsIcon,
  wifi: WifiIcon,
  security: ShieldIcon,
  housekeeping: SparklesIcon,
  sports: TrophyIcon,
} as const;

export function FacilitiesGlance({ content }: { content: HomeContent['facilities'] }) {
  return (
    <TitledSection
      titleId="home-facilities-title"
      title={content.title}
      intro={content.intro}
      className="home-facilities"
    >
      <ul className="grid grid-3 home-facility-grid">
        {content.items.map((facility, index) => {
          const Icon = ICONS[facility.icon];
          return (
            <li key={index} className="card home-facility">
              <span className="home-facility-icon">
                <Icon size={28} />
              </span>
              <h3>{facility.title}</h3>
              <p>{facility.text}</p>
            </li>
          );
        })}
      </ul>
      <p className="home-medical">
        <HeartPulseIcon size={28} />
        <span>
          <strong>{content.medicalTitle}</strong> {content.medicalText}
        </span>
      </p>
    </TitledSection>
  );
}
