import { aboutTexts as t } from '../texts';

export function Highlights() {
  return (
    <section className="section about-highlights" aria-labelledby="about-highlights-title">
      <div className="container">
        <header className="section-title">
          <h2 id="about-highlights-title">{t.highlightsTitle}</h2>
        </header>
        <ul className="about-highlight-list">
          {t.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
