import { useTranslation } from '../../../runtime/app/index.ts';
import type { AccountProfileData } from '../generated/types.ts';
import styles from './account.module.css';

/** Avatar (or the name's first character), name, identity, nickname and account: the head of the account pages. */
export function ProfileSummary({ profile }: { profile: AccountProfileData }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.summary} data-testid="profile-summary">
      {profile.avatar ? (
        <img className={styles.avatar} src={profile.avatar} alt="" width={64} height={64} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {[...profile.name][0]}
        </span>
      )}
      <div>
        <p className={styles.name}>
          {profile.name}
          <span className={styles.badge}>{profile.roleName}</span>
        </p>
        {profile.nickname ? <p className={styles.sub}>{t('profile.line', { label: t('profile.nickname'), value: profile.nickname })}</p> : null}
        <p className={styles.sub}>{t('profile.line', { label: t('profile.username'), value: profile.username })}</p>
      </div>
    </div>
  );
}
