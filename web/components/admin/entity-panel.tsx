import { useCallback, useState, type ReactNode } from 'react';
import type { ImportEntity } from '@contract/modules/bulk/model';
import type { ExportedEntity } from '@contract/manifest';
import type { EntityGrants } from '../../lib/grants';
import { withToasts } from '../../lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { ExportButton, ImportButton } from './csv-actions';
import { EntityGrid } from './entity-grid';
import type { ImportColumns } from './import-dialog';
import { PanelHeader } from './panel-header';
import { TranslationStatus } from './translation-status';

/** A card's actions; one the account may not take is left out. */
export type CardActions = { onEdit?: () => void; onDelete?: () => void; busy: boolean };

type PanelTexts = {
  title: string;
  add: string;
  loading: string;
  empty: string;
  listLabel: string;
  deleting: string;
  deleted: string;
  deleteFailed: string;
};

/**
 * A delete asks the browser's confirm with texts.confirmDelete,
 * or a ConfirmDialog with this title and the record's details.
 */
type DeletePrompt<T> =
  | { texts: PanelTexts & { confirmDelete: string }; confirmDialog?: undefined }
  | { texts: PanelTexts; confirmDialog: { title: string; body: (record: T) => ReactNode } };

type EntityPanelProps<T extends { _id: string }> = DeletePrompt<T> & {
  /** The heading's id, when the panel is named by its heading. */
  titleId?: string;
  /** undefined while the first fetch runs. */
  items: T[] | undefined;
  columns?: 3 | 'wide';
  /** Controls in the title row (hidden while an inline form is open). */
  controls?: ReactNode;
  /**
   * Export CSV of this entity, and Import CSV (to accounts that may
   * add) where it takes one; hidden while an inline form is open.
   */
  csv?:
    | { entity: ExportedEntity; import?: undefined }
    | { entity: ImportEntity; import: { label: string; columns: ImportColumns } };
  remove: (id: string) => Promise<{ message?: string }>;
  deleteFailureText?: (error: unknown, fallback: string) => string;
  renderCard: (record: T, actions: CardActions) => ReactNode;
  /** The add (null) or edit form; `close` ends it. */
  renderForm: (record: T | null, close: () => void) => ReactNode;
  /** 'modal': the form opens over the grid; 'inline': it takes the grid's place and the add button's. */
  formPlacement?: 'modal' | 'inline';
  /** What the signed-in account may do here (everything when not given). */
  grants?: EntityGrants<T>;
  /**
   * Whether a record has a text with no Hindi or an out-of-date one;
   * the panel counts them and filters to them. Undefined until known.
   */
  needsTranslation?: (record: T) => boolean;
  /** A note under the title row, e.g. why there is no add button (hidden while an inline form is open). */
  notice?: ReactNode;
};

/** An entity's console panel (SPEC.md section 2): the cards, add, edit, and delete after a confirm, with the toasts. */
export function EntityPanel<T extends { _id: string }>(props: EntityPanelProps<T>) {
  const { texts, items, confirmDialog, formPlacement = 'modal', grants, csv } = props;
  // The open form: { record: null } adds, { record } edits.
  const [form, setForm] = useState<{ record: T | null } | null>(null);
  // The record a ConfirmDialog asks about, and the one being deleted.
  const [asking, setAsking] = useState<T | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  // Stable, so the open dialog keeps its focus when the list re-renders.
  const closeForm = useCallback(() => setForm(null), []);
  const inlineForm = formPlacement === 'inline' && form;
  const { needsTranslation } = props;
  const untranslated = needsTranslation && items?.filter(needsTranslation);
  const filtering = onlyUntranslated && !!untranslated?.length;

  async function remove(record: T) {
    setRemovingId(record._id);
    await withToasts(
      { progress: texts.deleting, success: texts.deleted, failure: texts.deleteFailed },
      () => props.remove(record._id),
      props.deleteFailureText,
    );
    setRemovingId(null);
    setAsking(null);
  }

  function askToDelete(record: T) {
    if (props.confirmDialog) setAsking(record);
    else if (window.confirm(props.texts.confirmDelete)) void remove(record);
  }

  return (
    <section className="admin-panel" aria-labelledby={props.titleId}>
      <PanelHeader
        title={texts.title}
        titleId={props.titleId}
        addLabel={inlineForm || grants?.canAdd === false ? undefined : texts.add}
        onAdd={() => setForm({ record: null })}
        actions={
          !inlineForm &&
          csv && (
            <>
              {csv.import && grants?.canAdd !== false && (
                <ImportButton entity={csv.entity} label={csv.import.label} columns={csv.import.columns} />
              )}
              <ExportButton entity={csv.entity} />
            </>
          )
        }
      >
        {!inlineForm && props.controls}
      </PanelHeader>
      {!inlineForm && props.notice && (
        <p className="admin-notice" role="note">
          {props.notice}
        </p>
      )}
      {!inlineForm && untranslated && (
        <TranslationStatus
          count={untranslated.length}
          onlyThese={filtering}
          onToggle={() => setOnlyUntranslated(!filtering)}
        />
      )}
      {inlineForm ? (
        props.renderForm(form.record, closeForm)
      ) : (
        <EntityGrid
          items={filtering ? untranslated : items}
          loadingText={texts.loading}
          emptyText={texts.empty}
          getKey={(record) => record._id}
          columns={props.columns}
          label={texts.listLabel}
          renderItem={(record) =>
            props.renderCard(record, {
              onEdit: !grants || grants.canEdit(record) ? () => setForm({ record }) : undefined,
              onDelete: !grants || grants.canDelete(record) ? () => askToDelete(record) : undefined,
              busy: removingId === record._id,
            })
          }
        />
      )}
      {form && formPlacement === 'modal' && props.renderForm(form.record, closeForm)}
      {asking && confirmDialog && (
        <ConfirmDialog
          title={confirmDialog.title}
          onConfirm={() => remove(asking)}
          onCancel={() => setAsking(null)}
          busy={removingId !== null}
        >
          {confirmDialog.body(asking)}
        </ConfirmDialog>
      )}
    </section>
  );
}
