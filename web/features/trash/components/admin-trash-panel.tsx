import { useId, useState } from 'react';
import { mayEver } from '@contract/auth/permissions';
import { TRASH_ENTITIES, type TrashEntity, type TrashItem } from '@contract/modules/trash/model';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { PanelHeader } from '../../../components/admin/panel-header';
import { FilterSelect, Options } from '../../../components/admin/select';
import { Spinner } from '../../../components/spinner';
import { messageOf } from '../../../lib/public-api';
import { useAccount } from '../../../lib/auth';
import { formatAdminDate, formatDateTime } from '../../../lib/format';
import { formatFileSize } from '../../../lib/file-size';
import { notify, withToasts } from '../../../lib/toast';
import { purgeItem, restoreItem, useTrash } from '../api';
import { kindChoices, kindLabels, trashTexts as t } from '../texts';

/** One deleted item: what it was, when and by whom, when it goes for good, and its buttons. */
function Item({ item, onRestore, onPurge }: { item: TrashItem; onRestore?: () => void; onPurge?: () => void }) {
  return (
    <li className={`trash-item trash-${item.entity}`}>
      <div className="trash-line">
        <span className="badge trash-kind">{kindLabels[item.entity]}</span>
        <strong className="trash-name">{item.name}</strong>
        {item.size > 0 && <span className="trash-size">{formatFileSize(item.size)}</span>}
      </div>
      <p className="trash-when">
        <time dateTime={item.deletedAt}>{t.deleted(formatDateTime(item.deletedAt), item.deletedBy)}</time>
        {' · '}
        <time dateTime={item.expiresAt}>{t.expires(formatAdminDate(item.expiresAt))}</time>
      </p>
      <div className="trash-actions">
        {onRestore && (
          <button
            type="button"
            className="button button-outline"
            onClick={onRestore}
            aria-label={t.restoreLabel(item.name)}
          >
            {t.restore}
          </button>
        )}
        {onPurge && (
          <button
            type="button"
            className="button button-ghost trash-purge"
            onClick={onPurge}
            aria-label={t.purgeLabel(item.name)}
          >
            {t.purge}
          </button>
        )}
      </div>
    </li>
  );
}

/** The trash for owners and editors: deleted items newest first, restore, and (owners) delete for good. */
export function TrashPanel() {
  const id = useId();
  const account = useAccount();
  const [entity, setEntity] = useState<TrashEntity | ''>('');
  const [purging, setPurging] = useState<TrashItem | null>(null);
  const [busy, setBusy] = useState(false);
  const { items, days, error, hasMore, loadingMore, more, reload } = useTrash(entity);
  const mayPurge = mayEver(account, 'trash.purge');

  async function restore(item: TrashItem) {
    notify.loading(t.restoring);
    try {
      const { message, data } = await restoreItem(item._id);
      if (data.notes.length) notify.successToRead([message, ...data.notes].join(' '));
      else notify.success(message);
    } catch (failure) {
      console.error(failure);
      notify.error(messageOf(failure, t.restoreFailed));
    }
    await reload();
  }

  async function purge(item: TrashItem) {
    setBusy(true);
    await withToasts({ progress: t.purging, success: t.purged, failure: t.purgeFailed }, () => purgeItem(item._id));
    setBusy(false);
    setPurging(null);
    await reload();
  }

  return (
    <section className="admin-panel trash-panel" aria-labelledby={`${id}-title`}>
      <PanelHeader title={t.title} titleId={`${id}-title`}>
        <FilterSelect
          id={`${id}-kind`}
          label={t.show}
          value={entity}
          onChange={(value) => setEntity(value as TrashEntity | '')}
        >
          <Options blank={t.all} items={TRASH_ENTITIES} label={(kind) => kindChoices[kind]} />
        </FilterSelect>
      </PanelHeader>
      {days !== undefined && <p className="trash-kept">{t.kept(days)}</p>}
      {error ? (
        <p role="alert">{t.loadFailed}</p>
      ) : !items ? (
        <Spinner label={t.loading} />
      ) : items.length === 0 ? (
        <p className="trash-empty">{entity ? t.emptyKind : t.empty}</p>
      ) : (
        <>
          <ul className="trash-list" aria-label={t.listLabel}>
            {items.map((item) => (
              <Item
                key={item._id}
                item={item}
                onRestore={() => restore(item)}
                onPurge={mayPurge ? () => setPurging(item) : undefined}
              />
            ))}
          </ul>
          {hasMore && (
            <button type="button" className="button button-outline trash-more" onClick={more} disabled={loadingMore}>
              {t.older}
            </button>
          )}
        </>
      )}
      {purging && (
        <ConfirmDialog
          title={t.purgeTitle}
          onConfirm={() => purge(purging)}
          onCancel={() => setPurging(null)}
          busy={busy}
        >
          <p>{t.purgeQuestion(purging.name, purging.entity)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
