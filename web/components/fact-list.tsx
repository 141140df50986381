import type { ReactNode } from 'react';
import './fact-list.css';

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs, laid out as a responsive grid. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="hostel-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
