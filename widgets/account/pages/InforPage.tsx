import { Link } from 'react-router';
import { useTranslation, QueryView, WidgetPage, useApiQuery, useSite, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AccountProfileData, AccountProps } from '../generated/types.ts';
import { accountPath, pageOfWidget } from './accountLinks.ts';
import { ProfileSummary } from './ProfileSummary.tsx';
import styles from './account.module.css';

/** The account's security entries: the account name, the bound phone, the password. */
function SecurityCard({ profile, module }: { profile: AccountProfileData; module: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="portal-card">
      <h2 className={styles.cardTitle}>{t('profile.security')}</h2>
      <ul className={styles.rows} data-testid="account-rows">
        <li>
          <div className={styles.row}>
            <span className={styles.rowLabel}>{t('profile.username')}</span>
            <span className={styles.rowValue}>{profile.username}</span>
          </div>
        </li>
        <li>
          <Link className={styles.row} to={`/${module}/${profile.phone ? 'untyingPh' : 'bindPh'}`} data-testid="phone-row">
            <span className={styles.rowLabel}>{t('profile.phone')}</span>
            <span className={styles.rowValue}>{profile.phone || t('profile.phoneNone')}</span>
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
  );
}

/** The ways on: profile editing and identity switching (this widget's profile pages), the data kept on this device. */
function MoreCard({ profile, module }: { profile: AccountProfileData; module: string }) {
  const { t } = useTranslation('account');
  const site = useSite();
  const storage = pageOfWidget(site, 'device-storage', 'index');
  const rows: [to: string, label: string, value: string][] = [
    [accountPath(site, module, 'edit'), t('profile.editProfile'), profile.nickname],
    ...(profile.identities > 0
      ? [[accountPath(site, module, 'switch'), t('profile.switchIdentity'), t('profile.identities', { count: profile.identities })] as [string, string, string]]
      : []),
    ...(storage ? [[storage, t('profile.deviceStorage'), ''] as [string, string, string]] : []),
  ];
  return (
    <div className="portal-card">
      <ul className={styles.rows}>
        {rows.map(([to, label, value]) => (
          <li key={to}>
            <Link className={styles.row} to={to}>
              <span className={styles.rowLabel}>{label}</span>
              <span className={styles.rowValue}>{value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * polymerization/infor: who the user is (profile summary), the bound phone and the account's security
 * entries (password, phone), with the ways on to profile editing, identity switching and local data.
 */
export default function InforPage({ module }: WidgetPageProps<AccountProps>) {
  const profile = useApiQuery('account.profile', {});
  return (
    <WidgetPage>
      <QueryView query={profile}>
        {(p) => (
          <>
            <div className="portal-card">
              <ProfileSummary profile={p} />
            </div>
            <SecurityCard profile={p} module={module} />
            <MoreCard profile={p} module={module} />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}
