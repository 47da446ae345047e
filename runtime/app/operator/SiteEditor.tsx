/**
 * One site in the console: the draft bar, the problems, the editors in tabs, and beside them (below on
 * a phone) the draft's differences or the preview.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { diffJson, type JsonChange } from '../../shared/jsonDiff.ts';
import { isError } from '../../shared/manifestProblems.ts';
import { currentVersion } from '../../shared/operatorHistory.ts';
import { formatTime } from '../format/formatTime.ts';
import { ApiOverridesEditor } from './ApiOverridesEditor.tsx';
import { AppsEditor } from './AppsEditor.tsx';
import { BrandingEditor } from './BrandingEditor.tsx';
import { DiffView } from './DiffView.tsx';
import { DraftBar } from './DraftBar.tsx';
import { errorText } from './errorText.ts';
import { fieldId, ProblemList, ProblemsProvider } from './FieldProblems.tsx';
import { HiddenEntriesEditor } from './HiddenEntriesEditor.tsx';
import { HistoryView } from './HistoryView.tsx';
import { NarrowExemptEditor } from './NarrowExemptEditor.tsx';
import type { SiteManifest } from '../../shared/generated/siteManifest.ts';
import type { OperatorApi, PreviewRole, PreviewRoleEntry } from './operatorApi.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useSiteDraft, type DraftConflict, type DraftNotice } from './useSiteDraft.ts';

const tabs = ['apps', 'hidden', 'api', 'branding', 'narrow', 'history'] as const;
type Tab = (typeof tabs)[number];

/** The tab whose editor shows a JSON pointer's field. */
function tabOf(pointer: string): Tab {
  const first = pointer.split('/')[1];
  if (first === 'hidden') return 'hidden';
  if (first === 'api') return 'api';
  if (first === 'branding' || first === 'name') return 'branding';
  if (first === 'narrowDesktop') return 'narrow';
  return 'apps';
}

/** Focuses the control of a pointer, or the nearest enclosing one that has a control. */
function focusField(pointer: string): void {
  for (let path = pointer; path; path = path.slice(0, path.lastIndexOf('/'))) {
    const appKey = path.startsWith('/apps/') ? path.split('/')[2] : undefined;
    const row = [...document.querySelectorAll<HTMLElement>('[data-app-row]')].find((r) => r.dataset.appRow === appKey);
    const element = document.getElementById(fieldId(path)) ?? row;
    if (element) {
      element.scrollIntoView?.({ block: 'center' });
      element.focus();
      return;
    }
  }
}

type Aside =
  { kind: 'diff'; changes: JsonChange[] } | { kind: 'preview'; url: string; role: PreviewRoleEntry } | { kind: 'busy' } | { kind: 'error'; message: string };

/**
 * `operator`: the signed-in operator's name; their drafts are kept on the device apart from others'.
 * `previewRoles`: the roles the host can preview as (its `previewRoles`).
 */
export function SiteEditor({ api, siteId, operator, previewRoles }: { api: OperatorApi; siteId: string; operator: string; previewRoles: PreviewRoleEntry[] }) {
  const { t } = useTranslation('operator');
  const [state, actions] = useSiteDraft(api, siteId, operator);
  const [tab, setTab] = useState<Tab>('apps');
  const [aside, setAside] = useState<Aside>();
  const [publishing, setPublishing] = useState(false);

  if (state.status === 'loading') return <p className="portal-loading">{t('loading')}</p>;
  if (state.status === 'failed') {
    return (
      <div className="operator-card" role="alert">
        <p className="operator-error">{errorText(t, state.error)}</p>
        <ProblemList problems={state.error.problems} onGoTo={() => undefined} siteId={siteId} />
        <button type="button" className="portal-button" onClick={() => void actions.reload()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const { published, draft, fields, problems } = state;

  const viewDiff = async () => {
    setAside({ kind: 'busy' });
    try {
      // The published version's number, if the console published it: the host diffs from there.
      const history = await api.history(siteId).catch(() => []);
      const from = currentVersion(history, published.etag);
      try {
        setAside({ kind: 'diff', changes: (await api.diffDraft(siteId, draft, from)).changes });
      } catch (error) {
        // A file never published from the console has no version to name: the draft's own diff says the same.
        if (from) throw error;
        setAside({ kind: 'diff', changes: diffJson(published.authored, draft) });
      }
    } catch (error) {
      setAside({ kind: 'error', message: errorText(t, error) });
    }
  };

  const preview = async (role: PreviewRole) => {
    setAside({ kind: 'busy' });
    try {
      const { url } = await api.preview(siteId, draft, role);
      setAside({ kind: 'preview', url, role: previewRoles.find((r) => r.id === role) ?? { id: role } });
    } catch (error) {
      setAside({ kind: 'error', message: errorText(t, error) });
    }
  };

  const publish = async (reason: string) => {
    const error = await actions.publish(reason);
    if (!error) setAside(undefined); // a diff or preview of the old draft would mislead
    return error;
  };

  const discard = () => window.confirm(t('draft.discardConfirm')) && actions.discard();

  const goTo = (pointer: string) => {
    setTab(tabOf(pointer));
    requestAnimationFrame(() => focusField(pointer));
  };

  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!;
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <ProblemsProvider problems={problems}>
      <div className="operator-editor" data-site={siteId}>
        <DraftBar
          changeCount={state.changeCount}
          // Warnings are listed but do not hold back publishing: the host serves such a manifest.
          problemCount={problems.filter(isError).length}
          validating={state.validating}
          previewRoles={previewRoles}
          onViewDiff={() => void viewDiff()}
          onPreview={(role) => void preview(role)}
          onPublish={() => setPublishing(true)}
          onDiscard={discard}
        />
        {state.conflict ? <Conflict conflict={state.conflict} onReapply={() => void actions.reloadAndReapply()} onDiscard={discard} /> : null}
        {state.loadError ? (
          <p className="operator-error" role="alert">
            {errorText(t, state.loadError)}
          </p>
        ) : null}
        {state.notice ? <Notice notice={state.notice} onDismiss={actions.dismissNotice} onDiscard={discard} /> : null}
        <ProblemList problems={problems} onGoTo={goTo} siteId={siteId} />
        <div className="operator-columns">
          <div className="operator-main-column">
            {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the WAI-ARIA tabs pattern: focus is on one tab at a time (roving tabindex) and its arrow keys bubble here */}
            <div className="operator-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onTabKey}>
              {tabs.map((id) => (
                <button
                  key={id}
                  id={`tab-${id}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === id}
                  aria-controls={`panel-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  className="operator-tab"
                  onClick={() => setTab(id)}
                >
                  {t(`tabs.${id}`)}
                </button>
              ))}
            </div>
            <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="operator-tabpanel">
              {tab === 'apps' ? <AppsEditor fields={fields} /> : null}
              {tab === 'hidden' ? <HiddenEntriesEditor fields={fields} /> : null}
              {tab === 'api' ? <ApiOverridesEditor fields={fields} /> : null}
              {tab === 'branding' ? <BrandingEditor fields={fields} /> : null}
              {tab === 'narrow' ? <NarrowExemptEditor fields={fields} /> : null}
              {tab === 'history' ? (
                <HistoryView api={api} siteId={siteId} currentEtag={published.etag} revision={state.revision} onRestore={actions.restore} />
              ) : null}
            </div>
          </div>
          <aside className="operator-side-column">
            {aside?.kind === 'busy' ? <p className="portal-loading">{t('loading')}</p> : null}
            {aside?.kind === 'error' ? (
              <p className="operator-error" role="alert">
                {aside.message}
              </p>
            ) : null}
            {aside?.kind === 'diff' ? <DiffView heading={t('diff.draftHeading')} changes={aside.changes} onClose={() => setAside(undefined)} /> : null}
            {aside?.kind === 'preview' ? <PreviewPanel url={aside.url} role={aside.role} onClose={() => setAside(undefined)} /> : null}
            {!aside || aside.kind === 'error' ? <DraftSummary published={published.authored} draft={draft} /> : null}
          </aside>
        </div>
        {publishing ? (
          <ReasonDialog
            testId="publish-dialog"
            title={t('publish.heading')}
            intro={t('publish.intro')}
            label={t('publish.reason')}
            hint={t('publish.reasonHint')}
            submitText={t('publish.submit')}
            onSubmit={publish}
            onClose={() => setPublishing(false)}
          />
        ) : null}
      </div>
    </ProblemsProvider>
  );
}

/** The draft's changes as the operator makes them, worked out here; 查看差异 asks the host for the same. */
function DraftSummary({ published, draft }: { published: SiteManifest; draft: SiteManifest }) {
  const { t } = useTranslation('operator');
  const changes = diffJson(published, draft);
  return (
    <section className="operator-panel operator-summary" aria-labelledby="summary-heading" data-testid="draft-summary">
      <h2 id="summary-heading">{t('draft.summary')}</h2>
      {changes.length === 0 ? (
        <p className="operator-muted">{t('draft.none')}</p>
      ) : (
        <ul>
          {changes.map((change) => (
            <li key={change.path}>
              <code>{change.path}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** When a kept draft was last edited, as the history shows times (China time). */
const savedAtText = (savedAt: string) => formatTime(new Date(savedAt), 'YYYY-MM-DD HH:mm');

function Notice({ notice, onDismiss, onDiscard }: { notice: DraftNotice; onDismiss(): void; onDiscard(): void }) {
  const { t } = useTranslation('operator');
  const text =
    notice.kind === 'published'
      ? t('draft.published', { version: notice.version })
      : notice.kind === 'restored-version'
        ? t('history.restored', { version: notice.version, newVersion: notice.newVersion })
        : notice.kind === 'restored'
          ? t('draft.restored', { count: notice.count, savedAt: savedAtText(notice.savedAt) })
          : t('draft.reapplied', { count: notice.count });
  return (
    <div className={`operator-notice${notice.kind === 'reapplied' ? ' operator-notice--warning' : ''}`} role="status" data-testid="notice">
      <p>{text}</p>
      {notice.kind === 'restored' ? (
        <button type="button" className="portal-button portal-button--text" onClick={onDiscard}>
          {t('draft.discardDraft')}
        </button>
      ) : null}
      <button type="button" className="portal-dialog__close" aria-label={t('close')} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** Someone published since the draft's version: say so, and let the operator apply the draft on the newest version (or drop it). */
function Conflict({ conflict, onReapply, onDiscard }: { conflict: DraftConflict; onReapply(): void; onDiscard(): void }) {
  const { t } = useTranslation('operator');
  return (
    <div className="operator-notice operator-notice--warning" role="alert" data-testid="conflict">
      <p>
        {conflict.kind === 'restored-stale'
          ? t('conflict.restoredStale', { count: conflict.count, savedAt: savedAtText(conflict.savedAt) })
          : t('conflict.message')}
      </p>
      <button type="button" className="portal-button portal-button--primary" onClick={onReapply}>
        {t('conflict.reapply')}
      </button>
      {conflict.kind === 'restored-stale' ? (
        <button type="button" className="portal-button portal-button--text" onClick={onDiscard}>
          {t('draft.discardDraft')}
        </button>
      ) : null}
    </div>
  );
}
