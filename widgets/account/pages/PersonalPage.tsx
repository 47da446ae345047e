import { Link } from 'react-router';
import { useTranslation, ApiErrorView, LoadingView, useAccess, useApiQuery, useSite, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { pageOfWidget } from '../../account/pages/accountLinks.ts';
import type { AccountCenterProps } from '../generated/types.ts';
import styles from '../../account/pages/account.module.css';

/** center/personal: the user's profile as others see it, with the ways to edit it, switch identity, log out. */
export default function PersonalPage({ props, module }: WidgetPageProps<AccountCenterProps>) {
  const { t } = useTranslation('account-center');
  const site = useSite();
  const access = useAccess();
  const profile = useApiQuery('account.profile', {});
  if (profile.status === 'error') return <ApiErrorView error={profile.error} onRetry={profile.reload} />;
  if (profile.status === 'loading') return <LoadingView />;
  const p = profile.data;
  const security = pageOfWidget(site, 'account', 'infor');
  const facts: [label: string, value: string][] = [
    [t('profile.nickname'), p.nickname],
    [t('profile.gender'), t(`profile.genders.${p.gender}`)],
    [t('profile.email'), p.email],
    [t('profile.phone'), p.phone || t('profile.phoneNone')],
    [t('profile.bio'), p.bio],
  ];

  return (
    <section className={styles.page} aria-labelledby="personal-heading">
      <div className={styles.card}>
        <div className={styles.summary} data-testid="profile-summary">
          {p.avatar ? (
            <img className={styles.avatar} src={p.avatar} alt={t('profile.avatar')} width={64} height={64} data-testid="avatar" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {[...p.name][0]}
            </span>
          )}
          <div>
            <h1 id="personal-heading" className={styles.name}>
              {p.name}
              <span className={styles.badge}>{p.roleName}</span>
            </h1>
            <p className={styles.sub}>{t('profile.line', { label: t('profile.username'), value: p.username })}</p>
          </div>
        </div>
      </div>
      <div className={styles.card}>
        <dl className={styles.rows} data-testid="profile-facts">
          {facts.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt className={styles.rowLabel}>{label}</dt>
              <dd className={styles.rowValue} style={{ margin: 0 }}>
                {value || t('profile.notSet')}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.actions}>
        <Link className="portal-button portal-button--primary" to={`/${module}/edit`}>
          {t('profile.edit')}
        </Link>
        {props.showSwitch !== false && p.identities > 0 ? (
          <Link className="portal-button" to={`/${module}/switch`}>
            {t('profile.switch')}
          </Link>
        ) : null}
        {security ? (
          <Link className="portal-button" to={security}>
            {t('profile.security')}
          </Link>
        ) : null}
        <button type="button" className="portal-button portal-button--text" onClick={() => void access.logout()}>
          {t('profile.logout')}
        </button>
      </div>
    </section>
  );
}
