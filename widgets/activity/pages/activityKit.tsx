/**
 * What the activity pages share: an activity's card (cover, title, category, phase, when, where, places),
 * its phase and sign-up badges, the time range as one line, and the links between an activity's pages.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTime, useTranslation } from '../../../runtime/app/index.ts';
import type { ActivitySummary, ActivitySignupData } from '../generated/types.ts';
import styles from './activity.module.css';

export type Summary = ActivitySummary;
export type Signup = ActivitySignupData['signup'];

const PHASE_BADGE: Record<Summary['phase'], string> = {
  open: 'portal-badge--success',
  full: 'portal-badge--warning',
  closed: 'portal-badge--info',
  ongoing: 'portal-badge--info',
  ended: '',
};

const SIGNUP_BADGE: Record<Signup['state'], string> = {
  pending: 'portal-badge--warning',
  accepted: 'portal-badge--success',
  rejected: 'portal-badge--error',
  cancelled: '',
};

/** `11-30 19:00 – 21:30`, or with the end's day when it ends on another day. */
export function whenText(activity: Pick<Summary, 'startsAt' | 'endsAt'>): string {
  const sameDay = formatTime(activity.startsAt, 'YYYY-MM-DD') === formatTime(activity.endsAt, 'YYYY-MM-DD');
  return `${formatTime(activity.startsAt, 'MM-DD HH:mm')} – ${formatTime(activity.endsAt, sameDay ? 'HH:mm' : 'MM-DD HH:mm')}`;
}

export function PhaseBadge({ phase }: { phase: Summary['phase'] }) {
  const { t } = useTranslation('activity');
  return <span className={`portal-badge ${PHASE_BADGE[phase]}`}>{t(`phase.${phase}`)}</span>;
}

export function SignupBadge({ signup }: { signup: Signup }) {
  const { t } = useTranslation('activity');
  const state = signup.checkedInAt !== null ? 'checkedIn' : signup.state;
  return (
    <span className={`portal-badge ${signup.checkedInAt !== null ? 'portal-badge--info' : SIGNUP_BADGE[signup.state]}`} data-testid="activity-signup-state">
      {t(`signup.${state}`)}
    </span>
  );
}

/** One activity in a list, opening its page; `children` under it (my sign-up, the organiser's counts). */
export function ActivityCard({ activity, module, children }: { activity: Summary; module: string; children?: ReactNode }) {
  const { t } = useTranslation('activity');
  return (
    <article className={`portal-card ${styles.card}`} data-activity={activity.title}>
      {activity.cover ? <img className={styles.cover} src={activity.cover} alt="" loading="lazy" /> : null}
      <div className={styles.cardBody}>
        <h2 className="portal-card__title">
          <Link to={`/${module}/activitydetail?id=${activity.id}`}>{activity.title}</Link>
        </h2>
        <p className={styles.badges}>
          <span className="portal-badge">{t(`category.${activity.category}`)}</span>
          <PhaseBadge phase={activity.phase} />
        </p>
        <p className="portal-card__meta">{whenText(activity)}</p>
        <p className="portal-card__meta">{activity.place}</p>
        <p className="portal-card__meta">{t('card.places', { taken: activity.taken, capacity: activity.capacity })}</p>
        {children}
      </div>
    </article>
  );
}

/** The links from one activity to its other pages; the organiser's too when `manage`. */
export function ActivityLinks({ id, module, manage, here }: { id: number; module: string; manage: boolean; here?: string }) {
  const { t } = useTranslation('activity');
  const pages = ['activitydetail', 'activitycode', 'activityfile', 'activitycomment', 'activityphoto', ...(manage ? ['activemanage', 'activemanageSing'] : [])];
  return (
    <nav className={styles.links} aria-label={t('links.label')}>
      {pages.map((page) =>
        page === here ? (
          <span key={page} className="portal-chip" aria-current="page">
            {t(`links.${page}`)}
          </span>
        ) : (
          <Link key={page} className="portal-chip" to={`/${module}/${page}?id=${id}`}>
            {t(`links.${page}`)}
          </Link>
        ),
      )}
    </nav>
  );
}

/** The heading of an activity's sub-page: its title, when and where, and the links to its other pages. */
export function ActivityHeader({ activity, module, manage, here }: { activity: Summary; module: string; manage: boolean; here: string }) {
  return (
    <header className={styles.header}>
      <h2 className={styles.title}>{activity.title}</h2>
      <p className="portal-card__meta">
        {whenText(activity)} · {activity.place} <PhaseBadge phase={activity.phase} />
      </p>
      <ActivityLinks id={activity.id} module={module} manage={manage} here={here} />
    </header>
  );
}
