/** carLicense/index: my vehicle pass applications with their state and dates, and the way to apply. */
import { Link } from 'react-router';
import {
  ApiErrorView,
  EmptyView,
  LoadingView,
  formatDate,
  useApiQuery,
  useImageUrl,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { PassState } from './PassState.tsx';
import styles from './carLicense.module.css';

export default function PassListPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('car-license');
  const image = useImageUrl();
  const mine = useApiQuery('car-license.mine', {});
  if (mine.status === 'error') return <ApiErrorView error={mine.error} onRetry={mine.reload} />;
  if (mine.status === 'loading') return <LoadingView />;
  return (
    <section className={styles.page} aria-labelledby="car-license-heading">
      <header className={styles.header}>
        <h1 id="car-license-heading" className={styles.heading}>
          {title}
        </h1>
        <Link className="portal-button portal-button--primary" to={`/${module}/savepage`}>
          {t('list.apply')}
        </Link>
      </header>
      {mine.data.list.length === 0 ? (
        <EmptyView message={t('list.empty')} image={image('empty.svg')} />
      ) : (
        <ul className={styles.list} data-testid="car-license-list">
          {mine.data.list.map((pass) => (
            <li key={pass.id}>
              <Link className={styles.item} to={`/${module}/lookpage?id=${pass.id}`}>
                <span className={styles.plate}>{pass.plate}</span>
                <PassState state={pass.state} />
                <span className={styles.meta}>{t('list.valid', { from: pass.validFrom, to: pass.validTo })}</span>
                <span className={styles.meta}>{t('list.submitted', { time: formatDate(pass.submittedAt, true) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
