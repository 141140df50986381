import type { ReactNode, Ref } from 'react';

type TitledSectionProps = {
  /** The heading's id, which names the section for assistive technology. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  className: string;
  id?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** A band of a public page under its own heading, with an optional line of introduction. */
export function TitledSection({ titleId, title, intro, className, id, ref, children }: TitledSectionProps) {
  return (
    <section id={id} ref={ref} className={`section ${className}`} aria-labelledby={titleId}>
      <div className="container">
        <header className="section-title">
          <h2 id={titleId}>{title}</h2>
          {intro !== undefined && <p>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
