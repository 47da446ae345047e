import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadingView,
  useAccess,
  useApi,
  useApiQuery,
  useDialogs,
  useImageUrl,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { useErrorText } from '../../account/pages/accountErrors.ts';
import { AccountPage } from '../../account/pages/AccountPage.tsx';
import { FormError } from '../../account/pages/FormFooter.tsx';
import type { AccountCenterProps, AccountCenterIdentitiesData } from '../generated/types.ts';
import styles from '../../account/pages/account.module.css';

type Identity = AccountCenterIdentitiesData['list'][number];

/**
 * center/switch: the identities of one person (学生/研究生, 教师/职工…). Switching asks the school to
 * re-issue the session for the chosen identity; the portal then reloads that identity's permissions
 * and name, so the apps it may use change at once.
 */
export default function SwitchPage({ module, title }: WidgetPageProps<AccountCenterProps>) {
  const { t } = useTranslation('account-center');
  const api = useApi();
  const access = useAccess();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const image = useImageUrl();
  const errorText = useErrorText('account-center');
  const identities = useApiQuery('account-center.identities', {});
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();

  if (identities.status === 'error') return <ApiErrorView error={identities.error} onRetry={identities.reload} />;
  if (identities.status === 'loading') return <LoadingView />;
  const others = identities.data.list.filter((identity) => !identity.current);
  const current = identities.data.list.find((identity) => identity.current);

  const switchTo = async (identity: Identity) => {
    const confirmed = await dialogs.confirm({
      title: t('switch.confirmTitle'),
      message: t('switch.confirm', {
        roleName: identity.roleName,
        name: identity.name,
      }),
    });
    if (!confirmed) return;
    setBusy(identity.username);
    setError(undefined);
    try {
      const now = await api.post('account-center.switchIdentity', {
        username: identity.username,
      });
      // The cached permissions and name were the old identity's: load the new one's.
      access.retry();
      dialogs.popup(t('switch.done', { roleName: now.roleName, name: now.name }));
      void navigate(`/${module}/personal`, { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setBusy(undefined);
    }
  };

  return (
    <AccountPage id="switch-heading" title={title}>
      {others.length === 0 ? (
        <EmptyView message={t('switch.none')} image={image('empty.svg')} />
      ) : (
        <>
          <p className={styles.intro}>{t('switch.intro')}</p>
          <div className={styles.card}>
            <ul className={styles.rows} data-testid="identities">
              {[...(current ? [current] : []), ...others].map((identity) => (
                <li key={identity.username} className={styles.row} data-username={identity.username}>
                  <span>
                    <span className={styles.rowLabel}>{identity.name}</span>
                    <span className={styles.badge}>{identity.roleName}</span>
                    <span className={styles.sub} style={{ display: 'block' }}>
                      {identity.username}
                    </span>
                  </span>
                  {identity.current ? (
                    <span className={styles.rowValue}>{t('switch.current')}</span>
                  ) : (
                    <button
                      type="button"
                      className="portal-button portal-button--primary"
                      disabled={busy !== undefined}
                      onClick={() => void switchTo(identity)}
                    >
                      {busy === identity.username ? t('switch.switching') : t('switch.action')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <FormError error={error} />
        </>
      )}
    </AccountPage>
  );
}
