/**
 * backschool/index (返校登记): a student registers the coming back (expected arrival, train or flight,
 * from where, health) with the school's form, and sees the registrations and whether the arrival was
 * confirmed; the instructor, leader or student affairs office sees the expected returns of their
 * students by day and confirms each arrival (which also ends the leave the student was away on).
 */
import type { ReactNode } from 'react';
import {
  ActionButton,
  EmptyView,
  FormRunner,
  QueryView,
  WidgetPage,
  formatDate,
  useAccess,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { CampusLeaveProps, CampusLeaveReturnsData } from '../generated/types.ts';
import styles from './campusLeave.module.css';

type Registration = CampusLeaveReturnsData['mine'][number];

export default function ReturnPage({ title }: WidgetPageProps<CampusLeaveProps>) {
  const { t } = useTranslation('campus-leave');
  const returns = useApiQuery('campus-leave.returns', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={returns}>
        {({ role, mine, expected, away }, reload) =>
          role === 'student' ? (
            <StudentReturns mine={mine} away={away ?? false} onChanged={reload} />
          ) : role === 'other' ? (
            <EmptyView message={t('return.notStudent')} />
          ) : (
            <ExpectedReturns expected={expected} onChanged={reload} />
          )
        }
      </QueryView>
    </WidgetPage>
  );
}

function StudentReturns({ mine, away, onChanged }: { mine: Registration[]; away: boolean; onChanged(): void }) {
  const { t } = useTranslation('campus-leave');
  const open = mine.find((item) => item.arrivedAt === undefined);
  return (
    <>
      {away ? <p className="portal-notice">{t('return.away')}</p> : null}
      {open ? null : <ReturnForm onRegistered={onChanged} />}
      <h2 className={styles.subheading}>{t('return.mine')}</h2>
      {mine.length === 0 ? (
        <p className="portal-card__meta">{t('return.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="campus-leave-returns">
          {mine.map((item) => (
            <li key={item.id}>
              <ReturnCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReturnForm({ onRegistered }: { onRegistered(): void }) {
  const api = useApi();
  const access = useAccess();
  const form = useApiQuery('campus-leave.form', { kind: 'return' });
  return (
    <QueryView query={form}>
      {({ definition }) => (
        <FormRunner
          definition={definition}
          formId="campus-leave-return"
          draftKey={`campus-leave-return.${access.userName ?? 'me'}.${definition.version ?? 1}`}
          submit={(values, submissionId) => api.post('campus-leave.register', { values, _submission: submissionId })}
          onSubmitted={onRegistered}
        />
      )}
    </QueryView>
  );
}

function ReturnCard({ item, who, children }: { item: Registration; who?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('campus-leave');
  const arrived = item.arrivedAt !== undefined;
  return (
    <article className="portal-card" data-return={item.id}>
      <div className={styles.cardTop}>
        <span className={styles.title}>
          {who ? `${item.studentName} · ${item.className} · ` : ''}
          {t('return.expected', { time: item.expectedAt })}
        </span>
        <span className={arrived ? 'portal-badge' : 'portal-badge portal-badge--warning'} data-state={arrived ? 'back' : 'pending'}>
          {t(arrived ? 'return.arrived' : 'return.waiting')}
        </span>
      </div>
      <p className="portal-card__meta">
        {t('return.journey', { transport: t(`transport.${item.transport}`), number: item.transportNo ?? '', from: item.from })}
      </p>
      <p className={item.health === 'unwell' ? `portal-problem ${styles.unwell}` : 'portal-card__meta'}>
        {item.healthNote ? t('return.healthNote', { health: t(`return.health.${item.health}`), note: item.healthNote }) : t(`return.health.${item.health}`)}
      </p>
      {item.arrivedAt ? (
        <p className="portal-card__meta">{t('return.arrivedAt', { time: formatDate(item.arrivedAt, true), by: item.arrivedBy ?? '' })}</p>
      ) : null}
      {children}
    </article>
  );
}

function ExpectedReturns({ expected, onChanged }: { expected: Registration[]; onChanged(): void }) {
  const { t } = useTranslation('campus-leave');
  if (expected.length === 0) return <p className="portal-card__meta">{t('return.noneExpected')}</p>;
  const days = [...new Set(expected.map((item) => item.expectedAt.slice(0, 10)))];
  return (
    <div data-testid="campus-leave-expected">
      {days.map((day) => {
        const ofDay = expected.filter((item) => item.expectedAt.startsWith(day));
        const arrived = ofDay.filter((item) => item.arrivedAt !== undefined).length;
        return (
          <section key={day} aria-labelledby={`campus-leave-day-${day}`}>
            <h2 id={`campus-leave-day-${day}`} className={styles.subheading}>
              {t('return.day', { day, count: ofDay.length, arrived })}
            </h2>
            <ul className={styles.list}>
              {ofDay.map((item) => (
                <li key={item.id}>
                  <ReturnCard item={item} who>
                    {item.arrivedAt === undefined ? <ArriveButton item={item} onArrived={onChanged} /> : null}
                  </ReturnCard>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Confirms one student's arrival; its refusal is shown beside its own button. */
function ArriveButton({ item, onArrived }: { item: Registration; onArrived(): void }) {
  const { t } = useTranslation('campus-leave');
  const api = useApi();
  const arrive = useAction((_: void, call) => api.post('campus-leave.arrive', { id: item.id }, call), {
    done: t('return.marked', { name: item.studentName }),
    onDone: onArrived,
    failed: (reason) => t('leave.failed', { reason }),
  });
  return (
    <div className={styles.actions}>
      <ActionButton action={arrive} primary>
        {t('return.markArrived')}
      </ActionButton>
    </div>
  );
}
