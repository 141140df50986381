import { aboutTexts as t } from '../texts';

export function VisionStatement() {
  return (
    <section className="section about-vision" aria-labelledby="about-vision-title">
      <div className="container">
        <h2 id="about-vision-title" className="title-rule">{t.visionTitle}</h2>
        <blockquote>
          <p>{t.vision}</p>
        </blockquote>
      </div>
    </section>
  );
}
