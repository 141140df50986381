import { useRef } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useCountUp, useSeenOnce } from '../use-count-up';
import { aboutTexts as t } from '../texts';

type CounterProps = { target: number; prefix?: string; suffix: string; label: string; started: boolean; instant: boolean };

function Counter({ target, prefix = '', suffix, label, started, instant }: CounterProps) {
  const value = useCountUp(target, started, instant);
  return (
    <li className="about-stat">
      <span className="about-stat-value" aria-hidden="true" data-testid="counter">
        {prefix}
        {value}
        {suffix}
      </span>
      <span className="visually-hidden">
        {prefix}
        {target}
        {suffix}
      </span>
      <span className="about-stat-label">{label}</span>
    </li>
  );
}

/** The four stat tiles; the numbers count up once the section scrolls into view. */
export function WhyChooseUs() {
  const section = useRef<HTMLElement>(null);
  const started = useSeenOnce(section);
  const instant = useReducedMotion();
  return (
    <section className="section about-why" aria-labelledby="about-why-title" ref={section}>
      <div className="container">
        <header className="section-title">
          <h2 id="about-why-title">{t.whyTitle}</h2>
          <p>{t.whyIntro}</p>
        </header>
        <ul className="about-stats">
          {t.counters.map((counter) => (
            <Counter key={counter.label} {...counter} started={started} instant={instant} />
          ))}
          <li className="about-stat">
            <span className="about-stat-value">{t.topCollege.value}</span>
            <span className="about-stat-label">{t.topCollege.label}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
