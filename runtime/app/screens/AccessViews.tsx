import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { useAccess } from '../auth/AuthProvider.tsx';
import { NetworkErrorScreen } from './NetworkErrorScreen.tsx';
import { StatusScreen } from './StatusScreen.tsx';
import { WayOut } from './WayOut.tsx';

/**
 * An app the user may not use, or a call the school refused (403, `message` its words): a clear "no
 * permission" view with the way back, never the page (legacy-portal §6).
 */
export function NoPermissionView({ message }: { message?: string } = {}) {
  const { t } = useTranslation('portal');
  return (
    <StatusScreen testId="no-permission" role="alert" title={t('noPermission.title')} message={message ?? t('noPermission.message')}>
      {/* A refusal came to a session; an app closed to anonymous visitors may open once they log in. */}
      {message === undefined ? <LoginIfAnonymous /> : null}
      <WayOut />
    </StatusScreen>
  );
}

function LoginIfAnonymous() {
  const { t } = useTranslation('portal');
  const access = useAccess();
  if (access.status !== 'anonymous') return null;
  return (
    <button type="button" className="portal-button portal-button--primary" onClick={access.login}>
      {t('login.button')}
    </button>
  );
}

/**
 * A page that needs login, opened without a session: off to the school's login at once, coming back to
 * this page afterwards, and in place of this page in the history, so that leaving the login page with the
 * back button returns to where the user was. If the user just came back from login without a session, say
 * so instead of looping.
 */
export function LoginRequiredView() {
  const { t } = useTranslation('portal');
  const access = useAccess();
  const { loginFailed, login, loginInPlace } = access;
  useEffect(() => {
    if (!loginFailed) loginInPlace();
  }, [loginFailed, loginInPlace]);
  return (
    <StatusScreen
      testId="login-required"
      role="status"
      title={loginFailed ? t('login.failed') : t('login.redirecting')}
      message={loginFailed ? t('login.failedMessage') : t('login.requiredMessage')}
    >
      <button type="button" className="portal-button portal-button--primary" onClick={login}>
        {t('login.button')}
      </button>
      {loginFailed ? <WayOut /> : null}
    </StatusScreen>
  );
}

/**
 * The user's permissions could not be loaded: a retry, not a wrong "no permission". A network failure (a
 * down, resetting or too slow backend too) is the network-error screen of legacy-portal §2, feedback included.
 */
export function AuthFailedView() {
  const { t } = useTranslation('portal');
  const access = useAccess();
  if (access.failure === 'network') return <NetworkErrorScreen onRetry={access.retry} />;
  return (
    <StatusScreen testId="auth-failed" role="alert" title={t('authFailed.title')} message={t('authFailed.message')}>
      <button type="button" className="portal-button portal-button--primary" onClick={access.retry}>
        {t('retry')}
      </button>
      <WayOut />
    </StatusScreen>
  );
}
