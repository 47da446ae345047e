/**
 * welcome/index: a freshman's arrival registration. Before sending: the school's form. Afterwards: my
 * registration with the reception point and pick-up slot the school gives for my station and time, and
 * the form again (starting from my answers) while it may still change: until the arrival day.
 */
import { useState } from 'react';
import {
  EmptyView,
  FormRunner,
  FormValuesView,
  QueryView,
  WidgetPage,
  formatDate,
  useAccess,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { FreshmanArrivalMineData, FreshmanArrivalProps } from '../generated/types.ts';
import styles from './freshmanArrival.module.css';

export default function RegistrationView({ title }: WidgetPageProps<FreshmanArrivalProps>) {
  const { t } = useTranslation('freshman-arrival');
  const mine = useApiQuery('freshman-arrival.mine', {});
  return (
    <QueryView query={mine}>
      {(data, reload) =>
        data.onRoster && data.definition && data.freshman ? (
          <WidgetPage title={title}>
            <Registration data={{ ...data, definition: data.definition, freshman: data.freshman }} onSubmitted={reload} />
          </WidgetPage>
        ) : (
          <WidgetPage title={title} testId="arrival-not-freshman">
            <EmptyView message={t('register.notFreshman')} />
          </WidgetPage>
        )
      }
    </QueryView>
  );
}

type OnRoster = FreshmanArrivalMineData & {
  definition: NonNullable<FreshmanArrivalMineData['definition']>;
  freshman: NonNullable<FreshmanArrivalMineData['freshman']>;
};

function Registration({ data, onSubmitted }: { data: OnRoster; onSubmitted(): void }) {
  const { t } = useTranslation('freshman-arrival');
  const api = useApi();
  const access = useAccess();
  const [editing, setEditing] = useState(false);
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
        onSubmitted();
      }}
    />
  );

  return (
    <>
      <p className={styles.meta}>
        {freshman.name} · {freshman.className} · {freshman.collegeName} · {t('register.week', { from: data.week.from, to: data.week.to })}
      </p>
      {!registration || editing ? (
        <>
          {editing ? (
            <div className="portal-toolbar">
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
          <div className="portal-card" data-testid="arrival-registration" data-arrived={registration.arrived}>
            <h2 className="portal-card__title">{t('register.mine')}</h2>
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
          <div className="portal-card" data-testid="arrival-answers">
            <FormValuesView definition={definition} values={registration.values} />
          </div>
        </>
      )}
    </>
  );
}
