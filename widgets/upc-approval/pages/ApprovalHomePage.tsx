/** upcApproval/index (审批中心): the types to start, each with its steps; my applications and their state. */
import { Link } from 'react-router';
import {
  ApiErrorView,
  EmptyView,
  LoadingView,
  formatDate,
  useAccess,
  useApiQuery,
  useImageUrl,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { StateBadge } from './approvalKit.tsx';
import styles from './upcApproval.module.css';

export default function ApprovalHomePage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  const image = useImageUrl();
  const access = useAccess();
  const mine = useApiQuery('upc-approval.mine', {});
  if (mine.status === 'error') return <ApiErrorView error={mine.error} onRetry={mine.reload} />;
  if (mine.status === 'loading') return <LoadingView />;
  const { types, list } = mine.data;
  return (
    <section className={styles.page} aria-labelledby="upc-home">
      <header className={styles.header}>
        <h1 id="upc-home" className={styles.heading}>
          {title}
        </h1>
        {access.canUse(module, 'review') ? (
          <Link className="portal-button" to={`/${module}/upcUserProc`}>
            {t('home.inbox')}
          </Link>
        ) : null}
      </header>
      {types.length > 0 ? (
        <section aria-labelledby="upc-start">
          <h2 id="upc-start" className={styles.subheading}>
            {t('home.start')}
          </h2>
          <ul className={styles.types} data-testid="upc-types">
            {types.map((type) => (
              <li key={type.id}>
                <Link className={styles.type} to={`/${module}/${type.page}`}>
                  <strong>{localize(type.name)}</strong>
                  <span className={styles.meta}>{localize(type.summary)}</span>
                  <span className={styles.meta}>{t('home.levels', { levels: type.levels.map((level) => localize(level)).join(' → ') })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="upc-mine">
        <h2 id="upc-mine" className={styles.subheading}>
          {t('home.mine')}
        </h2>
        {list.length === 0 ? (
          <EmptyView message={t('home.empty')} image={image('empty.svg')} />
        ) : (
          <ul className={styles.list} data-testid="upc-mine">
            {list.map((one) => (
              <li key={one.id}>
                <Link className={styles.item} to={`/${module}/upcdetail?id=${one.id}`}>
                  <span className={styles.title}>{one.title}</span>
                  <StateBadge state={one.state} />
                  <span className={styles.meta}>
                    {localize(one.typeName)}
                    {one.levelName ? ` · ${t('home.waitingAt', { level: localize(one.levelName) })}` : ''}
                    {one.round > 1 ? ` · ${t('home.round', { round: one.round })}` : ''}
                  </span>
                  <span className={styles.meta}>{t('home.updated', { time: formatDate(one.updatedAt, true) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
