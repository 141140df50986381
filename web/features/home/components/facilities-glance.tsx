import { BedIcon, HeartPulseIcon, ShieldIcon, SparklesIcon, TrophyIcon, UtensilsIcon, WifiIcon } from '../../../components/icons';
import { homeTexts as t } from '../texts';

const ICONS = {
  rooms: BedIcon,
  mess: UtensilsIcon,
  wifi: WifiIcon,
  security: ShieldIcon,
  housekeeping: SparklesIcon,
  sports: TrophyIcon,
} as const;

export function FacilitiesGlance() {
  return (
    <section className="section home-facilities" aria-labelledby="home-facilities-title">
      <div className="container">
        <header className="section-title">
          <h2 id="home-facilities-title">{t.facilitiesTitle}</h2>
          <p>{t.facilitiesIntro}</p>
        </header>
        <ul className="grid grid-3 home-facility-grid">
          {t.facilities.map((facility) => {
            const Icon = ICONS[facility.key as keyof typeof ICONS];
            return (
              <li key={facility.key} className="card home-facility">
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
            <strong>{t.medicalTitle}</strong> {t.medicalText}
          </span>
        </p>
      </div>
    </section>
  );
}
