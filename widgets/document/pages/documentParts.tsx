/**
 * What the document pages share: the urgency badge, one paged box of `document.list` as cards, a
 * document's facts, its body as plain paragraphs (never HTML: the text is stored as typed), the loading
 * of one document by the address's `id`, and the links between the views of one document. The page
 * frame and the tabs between the boxes are the runtime's (WidgetPage, widget.json `navigation`).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  EmptyView,
  Facts,
  Pager,
  QueryView,
  WidgetPage,
  formatDate,
  useAccess,
  useApiQuery,
  useTranslation,
  useKeptQuery,
  type WidgetPageProps,
  type Fact,
} from '../../../runtime/app/index.ts';
import type { DocumentDetailData, DocumentListData, DocumentProps, Urgency } from '../generated/types.ts';
import styles from './document.module.css';

export type DocumentItem = DocumentListData['list'][number];
export type Box = 'todo' | 'done' | 'read' | 'sent' | 'reports';

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation('document');
  if (urgency === 'normal') return null;
  return (
    <span
      className={`portal-badge ${urgency === 'critical' ? 'portal-badge--error' : 'portal-badge--warning'} ${styles.urgency}`}
      data-urgency={urgency}
      data-testid="document-urgency"
    >
      {t(`urgency.${urgency}`)}
    </span>
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
  const shown = useKeptQuery(list);
  return (
    <QueryView query={shown} empty={t(`list.empty.${box}`)} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <section aria-busy={list.status === 'loading'}>
          <p className="portal-card__meta" data-testid="document-count">
            {t('list.count', { count: data.total })}
          </p>
          <ul className={`portal-list ${styles.cards}`} data-testid="document-list">
            {data.list.map((item) => (
              <li
                key={`${item.id}-${item.taskId ?? ''}`}
                className={`portal-card ${styles.card}`}
                data-number={item.number}
                data-overdue={item.overdue || undefined}
              >
                <div className={styles.cardHead}>
                  <UrgencyBadge urgency={item.urgency} />
                  <Link to={link(item)} className={styles.title}>
                    {item.title}
                  </Link>
                </div>
                <p className="portal-card__meta">
                  <span>{item.number}</span> · <span>{item.typeName}</span> · <span>{item.office}</span>
                </p>
                <p className="portal-card__meta">
                  <span data-testid="document-deadline">{item.deadline ? t('list.deadline', { date: item.deadline }) : t('list.noDeadline')}</span>
                  {item.overdue ? (
                    <span className={`portal-badge portal-badge--error ${styles.flag}`} data-testid="document-overdue">
                      {t('list.overdue')}
                    </span>
                  ) : null}
                  {item.receiptRequired ? <span className={`portal-badge portal-badge--info ${styles.flag}`}>{t('list.receipt')}</span> : null}
                </p>
                {extra?.(item, list.reload)}
              </li>
            ))}
          </ul>
          <Pager page={page} size={pageSize} total={data.total} onPage={setPage} busy={list.status === 'loading'} />
        </section>
      )}
    </QueryView>
  );
}

/** A labelled choice (a form field by default): the options as value and label. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  className = 'portal-field',
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: Array<{ value: string; label: string }>;
  className?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The page of one box (待办, 已办, 待阅, 流转中): the page's frame around the box at the school's page size,
 * its cards leading to the app's page `target` for the document; `Extra` adds what this box shows beyond
 * the common facts.
 */
export function boxPage(box: Box, target: string, Extra?: (props: { item: DocumentItem; module: string; reload(): void }) => ReactNode) {
  return function BoxPage({ module, title, props }: WidgetPageProps<DocumentProps>) {
    return (
      <WidgetPage title={title}>
        <DocumentBox
          box={box}
          pageSize={props.pageSize ?? 10}
          link={(item) => `/${module}/${target}?id=${item.id}`}
          {...(Extra ? { extra: (item: DocumentItem, reload: () => void) => <Extra item={item} module={module} reload={reload} /> } : {})}
        />
      </WidgetPage>
    );
  };
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

/** Loads the document the address names (`?id=`): its states through QueryView, "no such document" without an id. */
export function WithDocument({ id, children }: { id: number; children(data: DocumentDetailData, reload: () => void): ReactNode }) {
  const valid = Number.isInteger(id) && id > 0;
  const detail = useKeptQuery(useApiQuery('document.detail', valid ? { id } : undefined));
  const { t } = useTranslation('document');
  if (!valid) return <EmptyView message={t('handle.nothing')} />;
  return <QueryView query={detail}>{children}</QueryView>;
}

/** The facts of a document, as a definition list. */
export function DocumentFacts({ document }: { document: DocumentDetailData['document'] }) {
  const { t } = useTranslation('document');
  const facts: Array<Fact | null> = [
    [t('detail.number'), document.number],
    [t('detail.type'), document.typeName],
    [t('detail.office'), document.office],
    [t('detail.urgency'), t(`urgency.${document.urgency}`)],
    [t('detail.deadline'), document.deadline ?? t('list.noDeadline')],
    [t('detail.sender'), document.sender],
    [t('detail.created'), formatDate(document.createdAt, true)],
    [t('detail.attachments'), document.attachments.join('、') || t('detail.none')],
    document.company ? [t('detail.company'), document.company] : null,
  ];
  return <Facts facts={facts} className={styles.facts} />;
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
