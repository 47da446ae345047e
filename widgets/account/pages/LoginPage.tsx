import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation, LoadingView, StatusScreen, useAccess, useSite, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AccountProps } from '../generated/types.ts';
import { accountPath } from './accountLinks.ts';

/**
 * Where to go after login: a path on this portal only (`/news/index?x=1`), never another site, a
 * protocol-relative or backslash trick, nor this login page itself (that would loop).
 */
export function returnTarget(query: URLSearchParams, ownPath: string): string | undefined {
  const target = query.get('redirect_url') ?? query.get('redirect') ?? '';
  if (!/^\/(?![/\\])/.test(target) || /[\\\s]/.test(target) || target.length > 2048) return undefined;
  const path = target.split(/[?#]/)[0];
  return path === ownPath ? undefined : target;
}

/**
 * polymerization/login (and center/login): who is logged in, or a button into the school's login
 * (the runtime's login flow, which brings the user back here). A `redirect_url` is kept through the
 * round trip: once logged in, the page goes on there.
 */
export default function LoginPage({ routePath, query, module }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const access = useAccess();
  const site = useSite();
  const navigate = useNavigate();
  const target = returnTarget(query, `/${routePath}`);
  const ready = access.status === 'ready';

  useEffect(() => {
    if (ready && target) void navigate(target, { replace: true });
  }, [ready, target, navigate]);

  if (access.status === 'loading') return <LoadingView />;
  if (access.status === 'failed') {
    return (
      <StatusScreen title={t('login.authFailed')} role="alert">
        <button type="button" className="portal-button portal-button--primary" onClick={access.retry}>
          {t('login.retry')}
        </button>
      </StatusScreen>
    );
  }
  if (access.status === 'anonymous') {
    return (
      <StatusScreen title={t('login.heading')} message={access.loginFailed ? t('login.failed') : t('login.anonymous')} testId="login-anonymous">
        <button type="button" className="portal-button portal-button--primary" onClick={access.login} data-testid="login-start">
          {t('login.button')}
        </button>
      </StatusScreen>
    );
  }
  if (target) return <StatusScreen title={t('login.redirecting')} />;
  return (
    <StatusScreen title={t('login.loggedInAs', { name: access.userName })} testId="login-ready">
      <Link className="portal-button portal-button--primary" to={accountPath(site, module, 'infor')}>
        {t('login.goInfor')}
      </Link>
      <Link className="portal-button" to={`/${site.home}`}>
        {t('login.continue')}
      </Link>
      <button type="button" className="portal-button portal-button--text" onClick={() => void access.logout()}>
        {t('login.logout')}
      </button>
    </StatusScreen>
  );
}
