/**
 * The operator console: console off → sign-in → site picker → the site's editor. The session
 * is the host's cookie; a call that finds it gone brings the sign-in back without losing the draft
 * (it is kept on the device).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { ConsoleHeader } from './ConsoleHeader.tsx';
import { ConsoleOff } from './ConsoleOff.tsx';
import { errorText } from './errorText.ts';
import { LoginForm } from './LoginForm.tsx';
import { createOperatorApi, type ConsoleStatus, type OperatorApi, type SignedIn as SignedInAnswer } from './operatorApi.ts';
import { SiteEditor } from './SiteEditor.tsx';
import { SitePicker, useOperatorSites } from './SitePicker.tsx';

type Session =
  | { kind: 'loading' }
  | { kind: 'off'; howToEnable: ConsoleStatus['howToEnable'] }
  | { kind: 'login'; expired: boolean }
  | ({ kind: 'ready' } & SignedInAnswer)
  | { kind: 'error'; error: unknown };

const siteInUrl = () => new URLSearchParams(location.search).get('site') ?? undefined;

export function OperatorConsole({ fetch }: { fetch?: typeof globalThis.fetch }) {
  const { t } = useTranslation('operator');
  const [session, setSession] = useState<Session>({ kind: 'loading' });
  const api = useMemo(() => createOperatorApi({ ...(fetch ? { fetch } : {}), onLoginRequired: () => setSession({ kind: 'login', expired: true }) }), [fetch]);

  const checkStatus = useCallback(async () => {
    setSession({ kind: 'loading' });
    try {
      const status = await api.status();
      if (!status.enabled) setSession({ kind: 'off', howToEnable: status.howToEnable });
      // The host sends `previewRoles` with `operator`; the type cannot say so, and anonymous is always offered.
      else if (status.operator) setSession({ kind: 'ready', operator: status.operator, previewRoles: status.previewRoles ?? [{ id: 'anonymous' }] });
      else setSession({ kind: 'login', expired: false });
    } catch (error) {
      setSession({ kind: 'error', error });
    }
  }, [api]);

  useEffect(() => void checkStatus(), [checkStatus]);

  const logout = async () => {
    await api.logout().catch(() => undefined);
    setSession({ kind: 'login', expired: false });
  };

  return (
    <div className="operator-console">
      {session.kind === 'ready' ? (
        <SignedIn api={api} signedIn={session} onLogout={() => void logout()} />
      ) : (
        <>
          <ConsoleHeader />
          <main className="operator-page">
            {session.kind === 'loading' ? <p className="portal-loading">{t('loading')}</p> : null}
            {session.kind === 'off' ? <ConsoleOff howToEnable={session.howToEnable} /> : null}
            {session.kind === 'login' ? (
              <LoginForm api={api} expired={session.expired} onLoggedIn={(signedIn) => setSession({ kind: 'ready', ...signedIn })} />
            ) : null}
            {session.kind === 'error' ? (
              <div className="operator-card" role="alert">
                <p className="operator-error">{errorText(t, session.error)}</p>
                <button type="button" className="portal-button" onClick={() => void checkStatus()}>
                  {t('retry')}
                </button>
              </div>
            ) : null}
          </main>
        </>
      )}
    </div>
  );
}

function SignedIn({ api, signedIn: { operator, previewRoles }, onLogout }: { api: OperatorApi; signedIn: SignedInAnswer; onLogout(): void }) {
  const { sites, error, reload } = useOperatorSites(api);
  const [siteId, setSiteId] = useState(siteInUrl);

  useEffect(() => {
    const onPopState = () => setSiteId(siteInUrl());
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  const choose = (id: string | undefined) => {
    const url = new URL(location.href);
    if (id) url.searchParams.set('site', id);
    else url.searchParams.delete('site');
    history.pushState(null, '', url);
    setSiteId(id);
  };

  // Only a site from the operator's own list is opened; with just one, it opens by itself.
  const only = sites?.length === 1 ? sites[0] : undefined;
  const site = sites?.find((s) => s.id === siteId) ?? (siteId === undefined ? only : undefined);
  return (
    <>
      <ConsoleHeader
        operator={operator}
        {...(site ? { site } : {})}
        {...(sites && sites.length > 1 ? { onSwitchSite: () => choose(undefined) } : {})}
        onLogout={onLogout}
      />
      <main className="operator-page">
        {site ? (
          <SiteEditor key={site.id} api={api} siteId={site.id} operator={operator.name} previewRoles={previewRoles} />
        ) : (
          <SitePicker {...(sites ? { sites } : {})} error={error} onRetry={reload} onChoose={choose} />
        )}
      </main>
    </>
  );
}
