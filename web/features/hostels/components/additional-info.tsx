import type { HostelDetailContent } from '@contract/modules/pages/content/hostel-detail';

export function AdditionalInfo({ content }: { content: HostelDetailContent['additional'] }) {
  return (
    <section className="hostel-section hostel-additional" aria-labelledby="hostel-additional">
      <h2 id="hostel-additional">{content.title}</h2>
      <div className="grid grid-3">
        {content.items.map((item, index) => (
          <article key={index} className="card hostel-info-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
