import { Link } from 'react-router';
import { useTranslation, ApiErrorView, LoadingView, useApiQuery, useSite, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AccountProps } from '../generated/types.ts';
import { pageOfWidget } from './accountLinks.ts';
import { ProfileSummary } from './ProfileSummary.tsx';
import styles from './account.module.css';

/**
 * polymerization/infor: who the user is (profile summary), the bound phone and the account's security
 * entries (password, phone), with the ways on to profile editing, identity switching and local data.
 */
export default function InforPage({ module, title }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const site = useSite();
  const profile = useApiQuery('account.profile', {});
  if (profile.status === 'error') return <ApiErrorView error={profile.error} onRetry={profile.reload} />;
  if (profile.status === 'loading') return <LoadingView />;
  const p = profile.data;
  const edit = pageOfWidget(site, 'account-center', 'edit');
  const switchIdentity = p.identities > 0 ? pageOfWidget(site, 'account-center', 'switch') : undefined;
  const storage = pageOfWidget(site, 'device-storage', 'index');

  return (
    <section className={styles.page} aria-labelledby="infor-heading">
      <h1 id="infor-heading" className="portal-visually-hidden">
        {title}
      </h1>
      <div className={styles.card}>
        <ProfileSummary profile={p} />
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t('profile.security')}</h2>
        <ul className={styles.rows} data-testid="account-rows">
          <li>
            <div className={styles.row}>
              <span className={styles.rowLabel}>{t('profile.username')}</span>
              <span className={styles.rowValue}>{p.username}</span>
            </div>
          </li>
          <li>
            <Link className={styles.row} to={`/${module}/${p.phone ? 'untyingPh' : 'bindPh'}`} data-testid="phone-row">
              <span className={styles.rowLabel}>{t('profile.phone')}</span>
              <span className={styles.rowValue}>{p.phone || t('profile.phoneNone')}</span>
            </Link>
          </li>
          <li>
            <Link className={styles.row} to={`/${module}/modifyPass`}>
              <span className={styles.rowLabel}>{t('profile.password')}</span>
              <span className={styles.rowValue}>{t('profile.change')}</span>
            </Link>
          </li>
        </ul>
      </div>
      {edit || switchIdentity || storage ? (
        <div className={styles.card}>
          <ul className={styles.rows}>
            {edit ? (
              <li>
                <Link className={styles.row} to={edit}>
                  <span className={styles.rowLabel}>{t('profile.editProfile')}</span>
                  <span className={styles.rowValue}>{p.nickname}</span>
                </Link>
              </li>
            ) : null}
            {switchIdentity ? (
              <li>
                <Link className={styles.row} to={switchIdentity}>
                  <span className={styles.rowLabel}>{t('profile.switchIdentity')}</span>
                  <span className={styles.rowValue}>{t('profile.identities', { count: p.identities })}</span>
                </Link>
              </li>
            ) : null}
            {storage ? (
              <li>
                <Link className={styles.row} to={storage}>
                  <span className={styles.rowLabel}>{t('profile.deviceStorage')}</span>
                  <span className={styles.rowValue} />
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
