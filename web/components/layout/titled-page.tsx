import type { ReactNode } from 'react';

/** A public page that opens with its heading and a line of introduction. */
export function TitledPage({
  title,
  intro,
  className = '',
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main className={`page container ${className}`.trim()}>
      <header className="section-title">
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      {children}
    </main>
  );
}
