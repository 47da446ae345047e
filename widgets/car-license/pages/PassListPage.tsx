/** carLicense/index: my vehicle pass applications with their state and dates, and the way to apply. */
import { Link } from 'react-router';
import { QueryView, WidgetPage, formatDate, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { PassState } from './PassState.tsx';
import styles from './carLicense.module.css';

export default function PassListPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('car-license');
  const mine = useApiQuery('car-license.mine', {});
  return (
    <WidgetPage
      title={title}
      actions={
        <Link className="portal-button portal-button--primary" to={`/${module}/savepage`}>
          {t('list.apply')}
        </Link>
      }
    >
      <QueryView query={mine} empty={t('list.empty')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <ul className="portal-stack" data-testid="car-license-list">
            {data.list.map((pass) => (
              <li key={pass.id}>
                <Link className={`portal-card ${styles.item}`} to={`/${module}/lookpage?id=${pass.id}`}>
                  <span className={styles.plate}>{pass.plate}</span>
                  <PassState state={pass.state} />
                  <span className="portal-card__meta">{t('list.valid', { from: pass.validFrom, to: pass.validTo })}</span>
                  <span className="portal-card__meta">{t('list.submitted', { time: formatDate(pass.submittedAt, true) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}
