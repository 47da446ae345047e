import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadingView,
  StatusScreen,
  useApiQuery,
  useImageUrl,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { NoticeProps } from '../generated/types.ts';
import { NoticeArticle } from './NoticeArticle.tsx';
import { useAcknowledge } from './useAcknowledge.ts';
import styles from './notice.module.css';

/**
 * notice/noticetippage: the reminder of important notices the user must acknowledge (the old system's
 * popup notice). One at a time, oldest first (or the one named by `?id=` when it is pending), over a
 * dimmed page; the user ticks "I have read it" and confirms; the next one follows until none is left.
 * Being a page rather than a popup, a WeChat menu or a message can link straight to it.
 */
export default function NoticeTipPage({ query, module }: WidgetPageProps<NoticeProps>) {
  const { t } = useTranslation('notice');
  const image = useImageUrl();
  const tips = useApiQuery('notice.tips', {});
  const [done, setDone] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);
  const [mustCheck, setMustCheck] = useState(false);
  const pending = tips.status === 'ready' ? tips.data.list.filter((notice) => !done.includes(notice.id)) : [];
  const current = pending.find((notice) => String(notice.id) === query.get('id')) ?? pending[0];
  const detail = useApiQuery('notice.detail', current ? { id: current.id } : undefined);
  const { state, acknowledge } = useAcknowledge(
    useCallback((id: number) => {
      setDone((prior) => [...prior, id]);
      setChecked(false);
    }, []),
  );

  if (tips.status === 'loading') return <LoadingView />;
  if (tips.status === 'error') return <ApiErrorView error={tips.error} onRetry={tips.reload} />;
  const toList = (
    <Link to={`/${module}/index`} className="portal-button">
      {t('tip.toList')}
    </Link>
  );
  if (tips.data.list.length === 0) {
    return (
      <>
        <EmptyView message={t('tip.empty')} image={image('empty.svg')} />
        <p className={styles.actions}>{toList}</p>
      </>
    );
  }
  if (!current) {
    return (
      <StatusScreen testId="notice-tips-done" role="status" title={t('tip.allDone')}>
        {toList}
      </StatusScreen>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMustCheck(!checked);
    if (checked) void acknowledge(current.id);
  };
  return (
    <div className={styles.tipBackdrop}>
      <section className={styles.tipCard} aria-labelledby="notice-tip-heading" data-testid="notice-tip">
        <header className={styles.tipHeader}>
          <h2 id="notice-tip-heading" className={styles.tipHeading}>
            {t('tip.heading')}
          </h2>
          <span className={styles.tipProgress}>{t('tip.progress', { current: done.length + 1, total: tips.data.list.length })}</span>
        </header>
        <div className={styles.tipBody}>
          {detail.status === 'loading' ? (
            <LoadingView />
          ) : detail.status === 'error' ? (
            <ApiErrorView error={detail.error} onRetry={detail.reload} />
          ) : (
            <NoticeArticle notice={detail.data} headingId="notice-tip-title" />
          )}
        </div>
        <form className={styles.tipFooter} onSubmit={submit} noValidate>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={checked}
              onChange={(event) => {
                setChecked(event.target.checked);
                setMustCheck(false);
              }}
              aria-describedby={mustCheck ? 'notice-tip-problem' : undefined}
            />
            {t('tip.confirmLabel')}
          </label>
          {mustCheck || state.status === 'failed' ? (
            <p id="notice-tip-problem" className={styles.problem} role="alert">
              {mustCheck ? t('tip.mustCheck') : state.status === 'failed' ? state.message : null}
            </p>
          ) : null}
          <button type="submit" className="portal-button portal-button--primary" disabled={state.status === 'sending' || detail.status !== 'ready'}>
            {state.status === 'sending' ? t('tip.confirming') : t('tip.confirm')}
          </button>
        </form>
      </section>
    </div>
  );
}
