import { hostelTexts as t } from '../texts';

export function AdditionalInfo() {
  return (
    <section className="hostel-section hostel-additional" aria-labelledby="hostel-additional">
      <h2 id="hostel-additional">{t.additionalTitle}</h2>
      <div className="grid grid-3">
        {t.additional.map((item) => (
          <article key={item.title} className="card hostel-info-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
