import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, QueryView, WidgetPage, useAccess, useAction, useApi, useApiQuery, useSite, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AccountIdentitiesData, AccountProps } from '../generated/types.ts';
import { useFailedText } from './accountErrors.ts';
import { accountPath } from './accountLinks.ts';
import { FormError } from './FormFooter.tsx';
import styles from './account.module.css';

type Identity = AccountIdentitiesData['list'][number];

/** The identities, the current one first, each other one with its switch button. */
function IdentityList({ identities, module }: { identities: Identity[]; module: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const access = useAccess();
  const site = useSite();
  const navigate = useNavigate();
  // Which identity the last switch was for: its button says it is switching.
  const [chosen, setChosen] = useState<string>();
  const switchTo = useAction((identity: Identity, call) => api.post('account.switchIdentity', { username: identity.username }, call), {
    confirm: (identity) => ({ title: t('switch.confirmTitle'), message: t('switch.confirm', { roleName: identity.roleName, name: identity.name }) }),
    failed: useFailedText(),
    done: (now) => t('switch.done', { roleName: now.roleName, name: now.name }),
    onDone: () => {
      // The cached permissions and name were the old identity's: load the new one's.
      access.retry();
      void navigate(accountPath(site, module, 'personal'), { replace: true });
    },
  });
  const current = identities.filter((identity) => identity.current);
  const others = identities.filter((identity) => !identity.current);

  return (
    <>
      <div className="portal-card">
        <ul className={styles.rows} data-testid="identities">
          {[...current, ...others].map((identity) => (
            <li key={identity.username} className={styles.row} data-username={identity.username}>
              <span>
                <span className={styles.rowLabel}>{identity.name}</span>
                <span className={`portal-badge portal-badge--info ${styles.badge}`}>{identity.roleName}</span>
                <span className={`portal-card__meta ${styles.block}`}>{identity.username}</span>
              </span>
              {identity.current ? (
                <span className={styles.rowValue}>{t('switch.current')}</span>
              ) : (
                <button
                  type="button"
                  className="portal-button portal-button--primary"
                  disabled={switchTo.busy}
                  onClick={() => {
                    setChosen(identity.username);
                    void switchTo.run(identity);
                  }}
                >
                  {switchTo.busy && chosen === identity.username ? t('switch.switching') : t('switch.action')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
      <FormError action={switchTo} />
    </>
  );
}

/**
 * center/switch: the identities of one person (学生/研究生, 教师/职工…). Switching asks the school to
 * re-issue the session for the chosen identity; the portal then reloads that identity's permissions
 * and name, so the apps it may use change at once.
 */
export default function SwitchPage({ module }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const identities = useApiQuery('account.identities', {});
  return (
    <WidgetPage>
      <QueryView query={identities} empty={t('switch.none')} isEmpty={(data) => data.list.every((identity) => identity.current)}>
        {(data) => (
          <>
            <p className={`portal-muted ${styles.intro}`}>{t('switch.intro')}</p>
            <IdentityList identities={data.list} module={module} />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}
