import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import './list-panel.css';

type ListPanelProps = {
  /** The heading's id, for the panel's aria-labelledby. */
  id: string;
  icon: ReactNode;
  title: string;
  /** Beside the title: what the panel offers besides its list (the events' 'Subscribe'). */
  action?: ReactNode;
  isLoading: boolean;
  loadingText: string;
  /** Shown instead of the list when it has no items. */
  empty: { title: string; hint: string } | null;
  /** The list's items (<li>s). */
  children: ReactNode;
};

/** A titled card holding a short list, with its loading and empty states (the home page's notifications and events). */
export function ListPanel({ id, icon, title, action, isLoading, loadingText, empty, children }: ListPanelProps) {
  const heading = (
    <h3 id={id} className="notice-panel-title">
      {icon} {title}
    </h3>
  );
  return (
    <section className="card notice-panel" aria-labelledby={id}>
      {action ? (
        <div className="notice-panel-header">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {isLoading ? (
        <Spinner label={loadingText} />
      ) : empty ? (
        <div className="empty-state">
          <strong>{empty.title}</strong>
          {empty.hint}
        </div>
      ) : (
        <ul className="notice-list">{children}</ul>
      )}
    </section>
  );
}
