import type { ReactNode } from 'react';
import { EditIcon, TrashIcon } from './icons';
import { LazyImage } from '../lazy-image';
import { formatDateTime } from '../../lib/format';
import { sharedTexts } from './texts';

type EntityCardProps = {
  title: string;
  /** Shown on top when given; `fallback` stands in for a missing picture. */
  image?: { src: string | null | undefined; alt: string; fallback: string; aspectRatio?: string };
  /** Badges beside the title. */
  badges?: ReactNode;
  /** The card's details, e.g. a <CardDetails>. */
  children?: ReactNode;
  /** ISO time shown as 'Last updated …'. */
  updatedAt?: string;
  /** Buttons at the bottom, e.g. <EditDeleteButtons>. */
  actions?: ReactNode;
};

/** One record in an admin grid: picture, title, details, last update and actions. */
export function EntityCard({ title, image, badges, children, updatedAt, actions }: EntityCardProps) {
  return (
    <article className="card entity-card">
      {image && (
        <LazyImage
          src={image.src}
          alt={image.alt}
          fallback={image.fallback}
          width={400}
          aspectRatio={image.aspectRatio ?? '16 / 9'}
          className="entity-card-image"
        />
      )}
      <div className="entity-card-body">
        <div className="entity-card-title">
          <h3>{title}</h3>
          {badges && <div className="entity-card-badges">{badges}</div>}
        </div>
        {children}
        {updatedAt && (
          <p className="entity-card-updated">
            {sharedTexts.lastUpdated}: {formatDateTime(updatedAt)}
          </p>
        )}
      </div>
      {actions && <div className="entity-card-actions">{actions}</div>}
    </article>
  );
}

/** Label-value rows of a card; rows without a value are left out. */
export function CardDetails({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="card-details">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

type CardButtonProps = {
  label: string;
  /** Names the record too ('Edit X', 'Reset password for X'). */
  ariaLabel: string;
  onClick: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  tone?: 'outline' | 'ghost' | 'danger';
};

/** A small worded button of a card. */
export function CardButton({ label, ariaLabel, onClick, icon, disabled, tone = 'outline' }: CardButtonProps) {
  return (
    <button
      type="button"
      className={`button button-${tone} button-small`}
      onClick={onClick}
      disabled={disabled}
      aria-label={ariaLabel}
    >
      {icon}
      {label}
    </button>
  );
}

type EditDeleteProps = {
  /** The record's name, for the buttons' accessible names ('Edit X', 'Delete X'). */
  name: string;
  /** Left out when the account may not edit, or delete, this record. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** 'icons' (hostels, events, notifications) or 'text' buttons labelled Edit / Delete (people, messes, files). */
  variant?: 'icons' | 'text';
  disabled?: boolean;
};

export function EditDeleteButtons({ name, onEdit, onDelete, variant = 'icons', disabled }: EditDeleteProps) {
  if (variant === 'text')
    return (
      <>
        {onEdit && (
          <CardButton
            label="Edit"
            ariaLabel={sharedTexts.edit(name)}
            onClick={onEdit}
            icon={<EditIcon size={16} />}
            disabled={disabled}
          />
        )}
        {onDelete && (
          <CardButton
            label="Delete"
            ariaLabel={sharedTexts.delete(name)}
            onClick={onDelete}
            icon={<TrashIcon size={16} />}
            disabled={disabled}
            tone="danger"
          />
        )}
      </>
    );
  return (
    <>
      {onEdit && (
        <button
          type="button"
          className="icon-button card-icon-button"
          onClick={onEdit}
          disabled={disabled}
          aria-label={sharedTexts.edit(name)}
          title="Edit"
        >
          <EditIcon size={18} />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="icon-button card-icon-button card-icon-danger"
          onClick={onDelete}
          disabled={disabled}
          aria-label={sharedTexts.delete(name)}
          title="Delete"
        >
          <TrashIcon size={18} />
        </button>
      )}
    </>
  );
}
