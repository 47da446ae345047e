/**
 * activity/activitydetail?id=: one activity — when, where, the organiser, places left, its description;
 * my sign-up (its state, a rejection's reason, withdrawing while sign-up is open), else its sign-up form
 * while places are left; and the links to its check-in, files, comments and photos.
 */
import {
  ActionButton,
  DetailPage,
  Facts,
  FormRunner,
  WidgetPage,
  formatTime,
  useAccess,
  useAction,
  useApi,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { ActivityDetailData } from '../generated/types.ts';
import { ActivityLinks, PhaseBadge, SignupBadge, whenText } from './activityKit.tsx';
import styles from './activity.module.css';

export default function ActivityPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.detail" query={query} missingMessage={t('detail.missingId')}>
        {(detail, reload) => <Activity detail={detail} module={module} reload={reload} />}
      </DetailPage>
    </WidgetPage>
  );
}

function Activity({ detail, module, reload }: { detail: ActivityDetailData; module: string; reload(): void }) {
  const { t } = useTranslation('activity');
  const api = useApi();
  const access = useAccess();
  const { activity, mine } = detail;
  const cancel = useAction((_: void, call) => api.post('activity.cancel', { id: activity.id }, call), {
    confirm: t('detail.cancelConfirm'),
    done: t('detail.cancelled'),
    onDone: reload,
  });
  const left = activity.capacity - activity.taken;
  return (
    <article data-testid="activity-detail">
      <h2 className={styles.title}>{activity.title}</h2>
      <p className={styles.badges}>
        <span className="portal-badge">{t(`category.${activity.category}`)}</span>
        <PhaseBadge phase={activity.phase} />
      </p>
      {activity.cover ? <img className={styles.photo} src={activity.cover} alt="" /> : null}
      <Facts
        facts={[
          [t('detail.when'), whenText(activity), 'when'],
          [t('detail.place'), activity.place, 'place'],
          [t('detail.organiser'), activity.organiser, 'organiser'],
          [t('detail.signupEnds'), formatTime(activity.signupEndsAt, 'YYYY-MM-DD HH:mm'), 'signupEnds'],
          [t('detail.places'), t('detail.placesLeft', { capacity: activity.capacity, left: Math.max(0, left) }), 'places'],
          [t('detail.review'), activity.review ? t('detail.reviewed') : t('detail.autoAccepted'), 'review'],
        ]}
      />
      <p className={styles.description}>{detail.description}</p>
      <ActivityLinks id={activity.id} module={module} manage={detail.manage} here="activitydetail" />
      <section className={`portal-card ${styles.section}`} aria-labelledby="activity-signup">
        <h2 id="activity-signup" className="portal-card__title">
          {t('detail.signupTitle')}
        </h2>
        {mine ? (
          <>
            <p className={styles.badges}>
              <SignupBadge signup={mine} />
              <span className="portal-card__meta">{t('detail.signedAt', { time: formatTime(mine.signedAt, 'MM-DD HH:mm') })}</span>
            </p>
            {mine.reason ? <p className="portal-notice portal-notice--error">{t('signup.reason', { reason: mine.reason })}</p> : null}
            {mine.state === 'pending' ? <p className="portal-card__meta">{t('detail.pendingHint')}</p> : null}
            {(mine.state === 'pending' || mine.state === 'accepted') &&
            mine.checkedInAt === null &&
            (activity.phase === 'open' || activity.phase === 'full') ? (
              <ActionButton action={cancel}>{t('detail.cancel')}</ActionButton>
            ) : null}
          </>
        ) : activity.phase === 'open' ? (
          <FormRunner
            definition={detail.form}
            formId={`activity-signup-${activity.id}`}
            draftKey={`activity.signup.${access.userName ?? 'me'}.${activity.id}`}
            note={activity.review ? t('detail.reviewNote') : undefined}
            submit={(values, submissionId) => api.post('activity.signup', { id: activity.id, values, _submission: submissionId })}
            onSubmitted={reload}
          />
        ) : (
          <p className="portal-notice portal-notice--warning" data-testid="activity-signup-closed">
            {t(`detail.closed.${activity.phase}`)}
          </p>
        )}
      </section>
    </article>
  );
}
