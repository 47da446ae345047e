/**
 * welcome/index: a freshman's arrival registration. Before sending: the school's form. Afterwards: my
 * registration with the reception point and pick-up slot the school gives for my station and time, and
 * the form again (starting from my answers) while it may still change: until the arrival day.
 */
import { useState } from 'react';
import {
  ApiErrorView,
  EmptyView,
  FormRunner,
  FormValuesView,
  LoadingView,
  formatDate,
  useAccess,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { FreshmanArrivalProps } from '../generated/types.ts';
import styles from './freshmanArrival.module.css';

export default function RegistrationView({ title }: WidgetPageProps<FreshmanArrivalProps>) {
  const { t } = useTranslation('freshman-arrival');
  const api = useApi();
  const access = useAccess();
  const mine = useApiQuery('freshman-arrival.mine', {});
  const [editing, setEditing] = useState(false);

  if (mine.status === 'error') return <ApiErrorView error={mine.error} onRetry={mine.reload} />;
  if (mine.status === 'loading') return <LoadingView />;
  const data = mine.data;
  const heading = (
    <h1 id="arrival-heading" className={styles.heading}>
      {title}
    </h1>
  );
  if (!data.onRoster || !data.definition || !data.freshman) {
    return (
      <section className={styles.page} aria-labelledby="arrival-heading" data-testid="arrival-not-freshman">
        {heading}
        <EmptyView message={t('register.notFreshman')} />
      </section>
    );
  }
  const { definition, freshman, registration } = data;
  const form = (
    <FormRunner
      definition={definition}
      formId="freshman-arrival"
      draftKey={`freshman-arrival.${access.userName ?? 'me'}.${definition.version ?? 1}${registration ? `.${registration.updatedAt}` : ''}`}
      {...(registration ? { initialValues: registration.values } : {})}
      submit={(values, submissionId) => api.post('freshman-arrival.submit', { values, _submission: submissionId })}
      onSubmitted={() => {
        setEditing(false);
        mine.reload();
      }}
    />
  );

  return (
    <section className={styles.page} aria-labelledby="arrival-heading">
      {heading}
      <p className={styles.meta}>
        {freshman.name} · {freshman.className} · {freshman.collegeName} · {t('register.week', { from: data.week.from, to: data.week.to })}
      </p>
      {!registration || editing ? (
        <>
          {editing ? (
            <div className={styles.header}>
              <h2>{t('register.editing')}</h2>
              <button type="button" className="portal-button" onClick={() => setEditing(false)}>
                {t('register.cancelEdit')}
              </button>
            </div>
          ) : null}
          {form}
        </>
      ) : (
        <>
          <div className={styles.card} data-testid="arrival-registration" data-arrived={registration.arrived}>
            <h2>{t('register.mine')}</h2>
            <p className={styles.arrival}>
              {t('register.arrival')} <strong>{`${registration.arrivalDate} ${registration.arrivalTime}`}</strong>
            </p>
            <section className={styles.reception} aria-label={t('register.reception')} data-testid="arrival-reception">
              <h3>{t('register.reception')}</h3>
              <p>
                {t('register.point')}
                <strong>{registration.reception.point}</strong>
              </p>
              <p>{t('register.slot', { from: registration.reception.from, to: registration.reception.to })}</p>
            </section>
            {registration.arrived && registration.arrivedAt ? (
              <p className={styles.done}>{t('register.arrived', { time: formatDate(registration.arrivedAt, true) })}</p>
            ) : registration.editable ? (
              <p className={styles.meta}>{t('register.editable')}</p>
            ) : (
              <p className={styles.meta}>{t('register.locked')}</p>
            )}
            <p className={styles.meta}>
              {t('register.submitted', { time: formatDate(registration.submittedAt, true) })}
              {registration.updatedAt !== registration.submittedAt ? ` · ${t('register.updated', { time: formatDate(registration.updatedAt, true) })}` : ''}
            </p>
            {registration.editable ? (
              <button type="button" className="portal-button portal-button--primary" onClick={() => setEditing(true)}>
                {t('register.edit')}
              </button>
            ) : null}
          </div>
          <div className={styles.card} data-testid="arrival-answers">
            <FormValuesView definition={definition} values={registration.values} />
          </div>
        </>
      )}
    </section>
  );
}
