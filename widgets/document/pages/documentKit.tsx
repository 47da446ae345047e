/**
 * What the document pages share: the tabs between the boxes, the urgency badge, one paged box of
 * `document.list` as cards, a document's facts, its body as plain paragraphs (never HTML: the text is
 * stored as typed), and the loading of one document by the address's `id`.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, Pager, formatDate, useAccess, useApiQuery, useLastData, useTranslation } from '../../../runtime/app/index.ts';
import type { DocumentDetailData, DocumentListData, Urgency } from '../generated/types.ts';
import styles from './document.module.css';

export type DocumentItem = DocumentListData['list'][number];
export type Box = 'todo' | 'done' | 'read' | 'sent' | 'reports';

/** The box pages, in the order of their tabs; a tab shows only where the user may open its page. */
const TABS = ['backlog', 'complete', 'waitpage', 'flow', 'sendpage', 'choosecompany'] as const;

export function DocumentTabs({ module, current }: { module: string; current: string }) {
  const { t } = useTranslation('document');
  const access = useAccess();
  return (
    <nav className={styles.tabs} aria-label={t('pages.backlog')}>
      {TABS.filter((page) => access.canUse(module, page)).map((page) => (
        <Link key={page} to={`/${module}/${page}`} aria-current={page === current ? 'page' : undefined} className={styles.tab}>
          {t(`nav.${page}`)}
        </Link>
      ))}
    </nav>
  );
}

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation('document');
  if (urgency === 'normal') return null;
  return (
    <span className={styles.urgency} data-urgency={urgency} data-testid="document-urgency">
      {t(`urgency.${urgency}`)}
    </span>
  );
}

/** The page frame: heading, tabs, content. */
export function DocumentPage({ title, module, page, children }: { title: string; module: string; page: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby={`document-${page}`}>
      <h1 id={`document-${page}`} className={styles.heading}>
        {title}
      </h1>
      <DocumentTabs module={module} current={page} />
      {children}
    </section>
  );
}

/**
 * One paged box of the caller's documents as cards; `link` says where a card leads, `extra` adds what a
 * box shows beyond the common facts (a reader's confirm button, the sender's tracking).
 */
export function DocumentBox({
  box,
  pageSize,
  link,
  extra,
}: {
  box: Box;
  pageSize: number;
  link(item: DocumentItem): string;
  extra?(item: DocumentItem, reload: () => void): ReactNode;
}) {
  const { t } = useTranslation('document');
  const [page, setPage] = useState(1);
  const list = useApiQuery('document.list', { box, page, size: pageSize });
  const data = useLastData(list);
  if (list.status === 'error') return <ApiErrorView error={list.error} onRetry={list.reload} />;
  if (!data) return <LoadingView />;
  if (data.total === 0) return <EmptyView message={t(`list.empty.${box}`)} />;
  return (
    <section aria-busy={list.status === 'loading'}>
      <p className={styles.meta} data-testid="document-count">
        {t('list.count', { count: data.total })}
      </p>
      <ul className={styles.cards} data-testid="document-list">
        {data.list.map((item) => (
          <li key={`${item.id}-${item.taskId ?? ''}`} className={styles.card} data-number={item.number} data-overdue={item.overdue || undefined}>
            <div className={styles.cardHead}>
              <UrgencyBadge urgency={item.urgency} />
              <Link to={link(item)} className={styles.title}>
                {item.title}
              </Link>
            </div>
            <p className={styles.meta}>
              <span>{item.number}</span> · <span>{item.typeName}</span> · <span>{item.office}</span>
            </p>
            <p className={styles.meta}>
              <span data-testid="document-deadline">{item.deadline ? t('list.deadline', { date: item.deadline }) : t('list.noDeadline')}</span>
              {item.overdue ? (
                <span className={styles.overdue} data-testid="document-overdue">
                  {t('list.overdue')}
                </span>
              ) : null}
              {item.receiptRequired ? <span className={styles.tag}>{t('list.receipt')}</span> : null}
            </p>
            {extra?.(item, list.reload)}
          </li>
        ))}
      </ul>
      <Pager page={page} size={pageSize} total={data.total} onPage={setPage} busy={list.status === 'loading'} />
    </section>
  );
}

/** Where a document stands: its current step and who holds it, or closed. */
export function StepLine({ item }: { item: { state: DocumentItem['state']; step: string; handlers: string[] } }) {
  const { t } = useTranslation('document');
  return (
    <p className={styles.step} data-testid="document-step">
      {item.state === 'done' ? t('detail.closed') : t('detail.current', { step: item.step, names: item.handlers.join('、') || '—' })}
    </p>
  );
}

/** The body as typed: one paragraph per line, empty lines dropped. React escapes the text. */
export function Paragraphs({ text, className, limit }: { text: string; className?: string; limit?: number }) {
  const paragraphs = text.split('\n').filter((line) => line.trim());
  return (
    <div className={className} data-testid="document-body">
      {(limit ? paragraphs.slice(0, limit) : paragraphs).map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

/** Loads the document the address names (`?id=`), or shows loading, the error, or "no such document". */
export function WithDocument({ id, children }: { id: number; children(data: DocumentDetailData, reload: () => void): ReactNode }) {
  const detail = useApiQuery('document.detail', Number.isInteger(id) && id > 0 ? { id } : undefined);
  // The last answer stays on screen while an action's reload runs, so what the action said stays too.
  const data = useLastData(detail);
  const { t } = useTranslation('document');
  if (!(Number.isInteger(id) && id > 0)) return <EmptyView message={t('handle.nothing')} />;
  if (detail.status === 'error') return <ApiErrorView error={detail.error} onRetry={detail.reload} />;
  if (!data) return <LoadingView />;
  return <>{children(data, detail.reload)}</>;
}

/** The facts of a document, as a definition list. */
export function DocumentFacts({ document }: { document: DocumentDetailData['document'] }) {
  const { t } = useTranslation('document');
  const facts: Array<[string, string]> = [
    [t('detail.number'), document.number],
    [t('detail.type'), document.typeName],
    [t('detail.office'), document.office],
    [t('detail.urgency'), t(`urgency.${document.urgency}`)],
    [t('detail.deadline'), document.deadline ?? t('list.noDeadline')],
    [t('detail.sender'), document.sender],
    [t('detail.created'), formatDate(document.createdAt, true)],
    [t('detail.attachments'), document.attachments.join('、') || t('detail.none')],
    ...(document.company ? ([[t('detail.company'), document.company]] as Array<[string, string]>) : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-fact={term}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Links between the views of one document. */
export function DocumentLinks({ module, id, except }: { module: string; id: number; except: string }) {
  const { t } = useTranslation('document');
  const access = useAccess();
  const links = [
    ['flowpage', t('handle.title')],
    ['officialpage', t('detail.text')],
    ['redpage', t('detail.redHead')],
    ['flowlog', t('detail.log')],
  ].filter(([page]) => page !== except && access.canUse(module, page!));
  return (
    <p className={styles.links}>
      {links.map(([page, label]) => (
        <Link key={page} to={`/${module}/${page}?id=${id}`} className="portal-button">
          {label}
        </Link>
      ))}
    </p>
  );
}
