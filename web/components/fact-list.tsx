import type { ReactNode } from 'react';
import './fact-list.css';

/** `lang` marks a value shown in English on a translated page. */
export type Fact = { label: string; value: ReactNode; lang?: string };

/** Label and value pairs, laid out as a responsive grid. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="hostel-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd lang={fact.lang}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
