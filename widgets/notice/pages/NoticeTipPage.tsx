import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ActionButton,
  EmptyView,
  QueryView,
  StatusScreen,
  WidgetPage,
  useAction,
  useApi,
  useApiQuery,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { NoticeProps, NoticeTipsData } from '../generated/types.ts';
import { NoticeArticle } from './NoticeArticle.tsx';
import styles from './notice.module.css';

/**
 * notice/noticetippage: the reminder of important notices the user must acknowledge (the old system's
 * popup notice). One at a time, oldest first (or the one named by `?id=` when it is pending); the user
 * ticks "I have read it" and confirms; the next one follows until none is left. Being a page rather than
 * a popup, a WeChat menu or a message can link straight to it.
 */
export default function NoticeTipPage({ query, module }: WidgetPageProps<NoticeProps>) {
  const { t } = useTranslation('notice');
  const tips = useApiQuery('notice.tips', {});
  return (
    <WidgetPage title={t('tip.heading')} width="reading">
      <QueryView query={tips}>{(data) => <Tips tips={data.list} wanted={query.get('id')} module={module} />}</QueryView>
    </WidgetPage>
  );
}

function Tips({ tips, wanted, module }: { tips: NoticeTipsData['list']; wanted: string | null; module: string }) {
  const { t } = useTranslation('notice');
  const api = useApi();
  const [done, setDone] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);
  const [mustCheck, setMustCheck] = useState(false);
  const pending = tips.filter((notice) => !done.includes(notice.id));
  const current = pending.find((notice) => String(notice.id) === wanted) ?? pending[0];
  const detail = useApiQuery('notice.detail', current ? { id: current.id } : undefined);
  const acknowledge = useAction((id: number, call) => api.post('notice.acknowledge', { id }, call), {
    onDone: (_answer, id) => {
      setDone((prior) => [...prior, id]);
      setChecked(false);
    },
    failed: (reason) => t('tip.failed', { message: reason }),
  });

  const toList = (
    <Link to={`/${module}/index`} className="portal-button">
      {t('tip.toList')}
    </Link>
  );
  if (tips.length === 0) {
    return (
      <>
        <EmptyView message={t('tip.empty')} />
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
    if (checked) void acknowledge.run(current.id);
  };
  return (
    <section className={styles.tip} aria-label={t('tip.heading')} data-testid="notice-tip">
      <p className={styles.tipProgress}>{t('tip.progress', { current: done.length + 1, total: tips.length })}</p>
      <QueryView query={detail}>{(notice) => <NoticeArticle notice={notice} titled />}</QueryView>
      <form className={`portal-card ${styles.tipFooter}`} onSubmit={submit} noValidate>
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
        {mustCheck ? (
          <p id="notice-tip-problem" className="portal-problem" role="alert">
            {t('tip.mustCheck')}
          </p>
        ) : null}
        <ActionButton action={acknowledge} type="submit" primary busyLabel={t('tip.confirming')} disabled={detail.status !== 'ready'}>
          {t('tip.confirm')}
        </ActionButton>
      </form>
    </section>
  );
}
