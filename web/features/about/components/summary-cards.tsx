import { ShieldIcon, BuildingIcon, UsersIcon } from '../../../components/icons';
import { aboutTexts as t } from '../texts';

const ICONS = [BuildingIcon, ShieldIcon, UsersIcon];

export function SummaryCards() {
  return (
    <section className="section about-summary" aria-labelledby="about-summary-title">
      <div className="container">
        <header className="section-title">
          <h2 id="about-summary-title">{t.summaryTitle}</h2>
        </header>
        <ul className="grid grid-3 about-summary-grid">
          {t.summary.map((card, index) => {
            const Icon = ICONS[index];
            return (
              <li key={card.title} className="card about-summary-card">
                <Icon size={32} />
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
