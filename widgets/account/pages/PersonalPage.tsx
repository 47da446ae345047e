import { Link } from 'react-router';
import { useTranslation, QueryView, WidgetPage, useAccess, useApiQuery, useSite, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AccountProfileData, AccountProps } from '../generated/types.ts';
import { accountPath } from './accountLinks.ts';
import styles from './account.module.css';

/** The profile's facts as others see them; what the user left empty says "not set". */
function ProfileFacts({ profile: p }: { profile: AccountProfileData }) {
  const { t } = useTranslation('account');
  const facts: [label: string, value: string][] = [
    [t('profile.nickname'), p.nickname],
    [t('profile.gender'), t(`profile.genders.${p.gender}`)],
    [t('profile.email'), p.email],
    [t('profile.phone'), p.phone || t('profile.phoneNone')],
    [t('profile.bio'), p.bio],
  ];
  return (
    <div className="portal-card">
      <dl className={styles.rows} data-testid="profile-facts">
        {facts.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.rowLabel}>{label}</dt>
            <dd className={styles.rowValue}>{value || t('profile.notSet')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * center/personal: the user's profile as others see it, with the ways to edit it, switch identity, log
 * out. The page's heading is the user's name and identity (the page's title until the profile is in).
 */
export default function PersonalPage({ props, module }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const site = useSite();
  const access = useAccess();
  const profile = useApiQuery('account.profile', {});
  const p = profile.data;
  const heading = p ? (
    <>
      {p.name}
      <span className={`portal-badge portal-badge--info ${styles.badge}`}>{p.roleName}</span>
    </>
  ) : undefined;

  return (
    <WidgetPage title={heading}>
      <QueryView query={profile}>
        {(p) => (
          <>
            <div className="portal-card">
              <div className={styles.summary} data-testid="profile-summary">
                {p.avatar ? (
                  <img className={styles.avatar} src={p.avatar} alt={t('profile.avatar')} width={64} height={64} data-testid="avatar" />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {[...p.name][0]}
                  </span>
                )}
                <p className="portal-card__meta">{t('profile.line', { label: t('profile.username'), value: p.username })}</p>
              </div>
            </div>
            <ProfileFacts profile={p} />
            <div className={styles.actions}>
              <Link className="portal-button portal-button--primary" to={accountPath(site, module, 'edit')}>
                {t('profile.edit')}
              </Link>
              {props.showSwitch !== false && p.identities > 0 ? (
                <Link className="portal-button" to={accountPath(site, module, 'switch')}>
                  {t('profile.switch')}
                </Link>
              ) : null}
              <Link className="portal-button" to={accountPath(site, module, 'infor')}>
                {t('profile.securityPage')}
              </Link>
              <button type="button" className="portal-button portal-button--text" onClick={() => void access.logout()}>
                {t('profile.logout')}
              </button>
            </div>
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}
