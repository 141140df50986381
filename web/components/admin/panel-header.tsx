import type { ReactNode } from 'react';
import { PlusIcon } from './icons';

type PanelHeaderProps = {
  title: string;
  /** The heading's id, for the panel's aria-labelledby. */
  titleId?: string;
  /** The add button's text exactly as SPEC.md words it ('+ Add Hostel', 'Add'); leave out for no button. */
  addLabel?: string;
  onAdd?: () => void;
  /** Extra controls between the title and the add button, e.g. a filter. */
  children?: ReactNode;
  /** Buttons before the add button, e.g. Export CSV. */
  actions?: ReactNode;
};

/** A panel's title row: heading, optional controls and actions, and the add button. */
export function PanelHeader({ title, titleId, addLabel, onAdd, children, actions }: PanelHeaderProps) {
  return (
    <header className="panel-header">
      <h2 id={titleId}>{title}</h2>
      {children && <div className="panel-header-controls">{children}</div>}
      {actions && <div className="panel-header-actions">{actions}</div>}
      {addLabel && onAdd && (
        <button type="button" className="button button-primary panel-add" onClick={onAdd}>
          {!addLabel.startsWith('+') && <PlusIcon size={18} />}
          {addLabel}
        </button>
      )}
    </header>
  );
}
