/**
 * carLicense/lookpage: one application: its plate and state in words (waiting, the pass with its number
 * and dates, why it was refused), then what was applied for.
 */
import { Link } from 'react-router';
import { DetailPage, FormValuesView, WidgetPage, formatDate, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { PassState } from './PassState.tsx';
import styles from './carLicense.module.css';

export default function PassPage({ query, module, title }: WidgetPageProps) {
  const { t } = useTranslation('car-license');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="car-license.detail" query={query} missingMessage={t('pass.missingId')}>
        {(pass) => (
          <>
            <header className={`portal-toolbar ${styles.header}`}>
              <h2 className={styles.plateHeading}>{pass.plate}</h2>
              <PassState state={pass.state} />
            </header>
            <div className={`portal-card ${styles.card}`} data-state={pass.state} data-testid="car-license-state">
              {pass.passNumber && (pass.state === 'approved' || pass.state === 'expired') ? (
                <p className={styles.passNumber}>
                  {t('pass.number')} <strong>{pass.passNumber}</strong>
                </p>
              ) : null}
              <p>{t(`pass.says.${pass.state}`, { from: pass.validFrom, to: pass.validTo })}</p>
              {pass.reviewNote ? <p>{t('pass.note', { reviewer: pass.reviewer ?? '', note: pass.reviewNote })}</p> : null}
              <p className="portal-card__meta">
                {t('list.submitted', { time: formatDate(pass.submittedAt, true) })}
                {pass.reviewedAt ? ` · ${t('pass.reviewed', { time: formatDate(pass.reviewedAt, true) })}` : ''}
              </p>
            </div>
            <div className={`portal-card ${styles.card}`} data-testid="car-license-answers">
              <FormValuesView definition={pass.definition} values={pass.values} />
            </div>
            <p className={styles.links}>
              <Link to={`/${module}/index`}>{t('pass.back')}</Link>
              {pass.state === 'rejected' || pass.state === 'expired' ? <Link to={`/${module}/savepage`}>{t('pass.again')}</Link> : null}
            </p>
          </>
        )}
      </DetailPage>
    </WidgetPage>
  );
}
