import { useEffect, useMemo, useState } from 'react';
import type { Page, PageSummary } from '@contract/modules/pages/model';
import { textsWithin } from '@contract/modules/translations/paths';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useLeaveGuard } from '../../../components/admin/discard-changes';
import { PanelHeader } from '../../../components/admin/panel-header';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { TranslationStatus } from '../../../components/admin/translation-status';
import { useNeedsTranslation, useTranslationDraft } from '../../../components/admin/use-translations';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { deletePage, reloadPage, savePage, usePage, usePages, type FieldErrors } from '../api';
import { ChangedMeanwhile } from '../../../components/admin/changed-meanwhile';
import { changedMeanwhileOf, useVersionCheck } from '../../../components/admin/use-version-check';
import { isRecord, longTexts, pathLabel, pattern, picturePaths, textsByPath, type Content } from '../content-paths';
import { fieldLabels, pageTexts } from '../texts';
import { ContentForm } from './content-form';
import { PagePreview, type PageView } from './page-preview';
import { PageRevisions } from './page-revisions';
import '../pages.css';

const savedLine = (page: Pick<PageSummary, 'updatedAt' | 'updatedBy'>) =>
  page.updatedAt ? pageTexts.savedBy(formatDateTime(page.updatedAt), page.updatedBy) : pageTexts.neverSaved;

/** An item of every list, by list pattern, so an emptied list can be added to again. */
function listTemplates(content: Content, into = new Map<string, Content>()) {
  for (const path of textsByPath(content).keys()) {
    const parts = path.split('.');
    const index = parts.findLastIndex((part) => /^\d+$/.test(part));
    if (index < 0) continue;
    const list = pattern(parts.slice(0, index).join('.'));
    if (!into.has(list))
      into.set(
        list,
        parts.slice(0, index + 1).reduce<Content>((value, key) => (value as Record<string, Content>)[key], content),
      );
  }
  return into;
}

function PageEditor({ page, View, onBack }: { page: Page; View?: PageView; onBack(): void }) {
  const [content, setContent] = useState<Content>(page.content);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [edited, setEdited] = useState(false);
  const long = useMemo(() => longTexts(page.content), [page.content]);
  const pictures = useMemo(() => picturePaths(page.content), [page.content]);
  const templates = useMemo(() => listTemplates(page.content), [page.content]);
  const hindi = useTranslationDraft('pages', page.slug);
  const version = useVersionCheck(page, () => reloadPage(page.slug));
  const labels = fieldLabels[page.slug] ?? {};
  const unsaved = edited || hindi.dirty;
  // Back to the list, another panel, or the tab's closing asks first while there are changes.
  const { leave, prompt } = useLeaveGuard(unsaved);

  const reload = () => {
    setEdited(false);
    setErrors({});
    hindi.reset();
  };
  // A save or a restore brings the page back from the server: the form takes it unless typing is under way.
  useEffect(() => {
    if (edited) return;
    setContent(page.content);
    version.rebase(page);
  }, [page, edited]);
  const changedMeanwhile = changedMeanwhileOf(version, {
    valuesOf: (saved: Page) => Object.fromEntries(textsByPath(saved.content)),
    label: (path) => pathLabel(path, labels),
    load: (_, theirs) => {
      setContent(theirs.content);
      reload();
    },
  });

  async function save() {
    setSaving(true);
    const result = await savePage(page.slug, content, hindi.payload, version.save);
    setSaving(false);
    setErrors(result.errors);
    if (result.saved) {
      setEdited(false);
      hindi.reset();
    }
  }

  return (
    <div className="page-editor">
      <div className="page-editor-top">
        <button type="button" className="button button-ghost button-small" onClick={() => leave(onBack)}>
          ← {pageTexts.back}
        </button>
        <div>
          <h3 className="page-editor-title">{page.title}</h3>
          <p className="page-saved">{savedLine(page)}</p>
        </div>
      </div>
      <div className="page-editor-columns">
        <form
          className="page-editor-form"
          aria-label={pageTexts.edit(page.title)}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ContentForm
            content={content}
            onChange={(next) => {
              setEdited(true);
              setContent(next);
            }}
            errors={errors}
            labels={labels}
            long={long}
            pictures={pictures}
            templates={templates}
          />
          <TranslationFields
            draft={hindi}
            fields={[...(isRecord(content) ? textsWithin(content) : [])]
              .filter(([path]) => !pictures.has(pattern(path)))
              .map(([path, english]) => ({
                path,
                label: pathLabel(path, labels),
                english,
                long: long.has(pattern(path)),
              }))}
          />
          {changedMeanwhile && <ChangedMeanwhile {...changedMeanwhile} />}
          <div className="form-actions page-editor-actions">
            {unsaved && <span className="page-unsaved">{pageTexts.unsaved}</span>}
            <button
              type="button"
              className="button button-ghost"
              disabled={!unsaved || saving}
              onClick={() => (setContent(page.content), reload())}
            >
              {pageTexts.discard}
            </button>
            <button type="submit" className="button button-primary" disabled={saving}>
              {pageTexts.save}
            </button>
          </div>
        </form>
        <div className="page-editor-side">
          {View ? <PagePreview View={View} content={content} /> : <p className="empty-state">{pageTexts.noPreview}</p>}
          <PageRevisions slug={page.slug} current={page.content} onRestored={reload} />
        </div>
      </div>
      {prompt}
    </div>
  );
}

function LoadedEditor({ slug, View, onBack }: { slug: string; View?: PageView; onBack(): void }) {
  const { page, failed, retry } = usePage(slug);
  if (page) return <PageEditor page={page} View={View} onBack={onBack} />;
  if (!failed) return <Spinner label={pageTexts.loadingPage} />;
  return (
    <div className="page-editor-top">
      <button type="button" className="button button-ghost button-small" onClick={onBack}>
        ← {pageTexts.back}
      </button>
      <p className="field-error" role="alert">
        {pageTexts.loadFailed}
      </p>
      <button type="button" className="button button-outline button-small" onClick={retry}>
        {pageTexts.tryAgain}
      </button>
    </div>
  );
}

/**
 * The Pages panel: the office's pages, and one page's form beside its
 * preview and revisions. `views` are the public pages' components by slug.
 */
export function PagesPanel({ views }: { views: Record<string, PageView> }) {
  const pages = usePages();
  const [chosen, setChosen] = useState<string | null>(null);
  const needsTranslation = useNeedsTranslation('pages');
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const untranslated = needsTranslation && pages?.filter((page) => needsTranslation(page.slug));
  const filtering = onlyUntranslated && !!untranslated?.length;

  async function remove(page: PageSummary) {
    setBusy(true);
    await deletePage(page.slug);
    setBusy(false);
    setDeleting(null);
  }

  return (
    <section className="admin-panel pages-panel" aria-labelledby="pages-title">
      <PanelHeader title={pageTexts.title} titleId="pages-title" />
      {!chosen && untranslated && (
        <TranslationStatus
          count={untranslated.length}
          onlyThese={filtering}
          onToggle={() => setOnlyUntranslated(!filtering)}
        />
      )}
      {chosen ? (
        <LoadedEditor key={chosen} slug={chosen} View={views[chosen]} onBack={() => setChosen(null)} />
      ) : !pages ? (
        <Spinner label={pageTexts.loading} />
      ) : (
        <ul className="page-cards" aria-label={pageTexts.listLabel}>
          {(filtering ? untranslated : pages).map((page) => (
            <li key={page.slug} className="card page-card">
              <h3>{page.title}</h3>
              <p className="page-saved">{savedLine(page)}</p>
              <button
                type="button"
                className="button button-primary button-small"
                onClick={() => setChosen(page.slug)}
                aria-label={pageTexts.edit(page.title)}
              >
                {pageTexts.editButton}
              </button>
              {!page.shipped && (
                <button
                  type="button"
                  className="button button-ghost button-small"
                  onClick={() => setDeleting(page)}
                  aria-label={pageTexts.deleteLabel(page.title)}
                >
                  {pageTexts.delete}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={pageTexts.deleteTitle}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
          busy={busy}
        >
          <p>{pageTexts.deleteQuestion(deleting.title)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
