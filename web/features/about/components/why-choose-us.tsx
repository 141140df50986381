import { useRef } from 'react';
import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichText } from '../../../components/rich-text';
import { TitledSection } from '../../../components/titled-section';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { useCountUp, useSeenOnce } from '../use-count-up';

type CounterProps = AboutContent['why']['counters'][number] & {
  started: boolean;
  instant: boolean;
  labelLang: 'en' | undefined;
};

function Counter({ target, prefix, suffix, label, started, instant, labelLang }: CounterProps) {
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
      <span className="about-stat-label" lang={labelLang}>
        {label}
      </span>
    </li>
  );
}

/** The stat tiles; the numbers count up once the section scrolls into view. */
export function WhyChooseUs({ why, page }: { why: AboutContent['why']; page?: MaybeTranslated }) {
  const section = useRef<HTMLElement>(null);
  const started = useSeenOnce(section);
  const instant = useReducedMotion();
  return (
    <TitledSection
      titleId="about-why-title"
      title={<span lang={langOf(page, 'why.title')}>{why.title}</span>}
      intro={
        <span lang={langOf(page, 'why.intro')}>
          <RichText text={why.intro} />
        </span>
      }
      className="about-why"
      ref={section}
    >
      <ul className="bare-list about-stats">
        {why.counters.map((counter, index) => (
          <Counter
            key={index}
            {...counter}
            started={started}
            instant={instant}
            labelLang={langOf(page, `why.counters.${index}.label`)}
          />
        ))}
        <li className="about-stat">
          <span className="about-stat-value" lang={langOf(page, 'why.topCollege.value')}>
            {why.topCollege.value}
          </span>
          <span className="about-stat-label" lang={langOf(page, 'why.topCollege.label')}>
            {why.topCollege.label}
          </span>
        </li>
      </ul>
    </TitledSection>
  );
}
