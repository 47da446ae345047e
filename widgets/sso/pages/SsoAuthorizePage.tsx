import { useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ActionButton,
  QueryView,
  StatusScreen,
  WidgetPage,
  isApiError,
  useAction,
  useApi,
  useApiQuery,
  type WidgetPageProps,
  statusImages,
} from '../../../runtime/app/index.ts';
import type { SsoClientData, SsoProps } from '../generated/types.ts';
import styles from './sso.module.css';

const CLIENT_ID = /^[a-z0-9-]{1,40}$/;
const STATE = /^[A-Za-z0-9._~-]{0,128}$/;

/** Only the registered callback, with nothing but the code and state added, is ever navigated to. */
export function isRegisteredCallback(redirect: string, callback: string): boolean {
  try {
    const target = new URL(redirect);
    const registered = new URL(callback);
    return (
      target.protocol === 'https:' &&
      target.origin === registered.origin &&
      target.pathname === registered.pathname &&
      [...target.searchParams.keys()].every((key) => key === 'code' || key === 'state' || registered.searchParams.has(key))
    );
  } catch {
    return false;
  }
}

/** The school answered with a link that is not the service's registered callback: not followed. */
class UnregisteredCallback extends Error {}

/**
 * sso/index: a third-party service asks who the user is. Shows the service (registered with the
 * school), what it will receive and who is logged in; "authorize" sends the browser to the service's
 * registered callback with a one-time code. Unknown services and other callbacks are refused (the
 * school's 404 and 400 too: its words on the refusal screen).
 */
export default function SsoAuthorizePage({ props, query }: WidgetPageProps<SsoProps>) {
  const { t } = useTranslation('sso');
  const clientId = query.get('client_id') ?? '';
  const redirectUri = query.get('redirect_uri') ?? '';
  const state = query.get('state') ?? '';
  const allowedHere = CLIENT_ID.test(clientId) && STATE.test(state) && (props.clients === undefined || props.clients.includes(clientId));
  const answer = useApiQuery('sso.client', allowedHere ? { client_id: clientId, ...(redirectUri ? { redirect_uri: redirectUri } : {}) } : undefined);

  if (!allowedHere) return <Refused message={clientId ? t('refused.unknown', { client: clientId.slice(0, 40) }) : t('refused.missing')} />;
  const refusal = answer.error?.kind === 'envelope' && (answer.error.detail.e === 404 || answer.error.detail.e === 400) ? answer.error : undefined;
  if (refusal) return <Refused message={refusal.message} />;
  return <QueryView query={answer}>{(request) => <AuthorizeRequest request={request} redirectUri={redirectUri} state={state} />}</QueryView>;
}

function AuthorizeRequest({ request, redirectUri, state }: { request: SsoClientData; redirectUri: string; state: string }) {
  const { t } = useTranslation('sso');
  const api = useApi();
  const { client, scopes, user } = request;
  // Once the browser is on its way to the service, the button stays off.
  const [leaving, setLeaving] = useState(false);
  const authorize = useAction(
    async (_: void, call) => {
      const { redirect } = await api.post('sso.authorize', { client_id: client.id, redirect_uri: redirectUri || client.callback, state }, call);
      if (!isRegisteredCallback(redirect, client.callback)) throw new UnregisteredCallback();
      return redirect;
    },
    {
      onDone: (redirect) => {
        setLeaving(true);
        window.location.assign(redirect);
      },
      failed: (reason, error) =>
        error instanceof UnregisteredCallback ? t('refused.callback') : isApiError(error) && error.kind === 'envelope' ? reason : t('authorize.failed'),
    },
  );

  return (
    <WidgetPage title={t('authorize.heading', { service: client.name })} testId="sso-request">
      <div className={`portal-card ${styles.request}`}>
        <p className={styles.description}>{client.description}</p>
        <p className="portal-card__meta">
          {t('authorize.callback')} <span data-testid="sso-callback-host">{new URL(client.callback).host}</span>
        </p>
        <div className={styles.scopes}>
          <h2 className={styles.subheading}>{t('authorize.receives')}</h2>
          <ul data-testid="sso-scopes">
            {scopes.map((scope) => (
              <li key={scope.key}>{scope.label}</li>
            ))}
          </ul>
        </div>
        <p className={styles.user}>{t('authorize.as', { name: user.name, role: user.roleName, account: user.account })}</p>
        <div className={styles.buttons}>
          <ActionButton action={authorize} primary disabled={leaving} busyLabel={t('authorize.sending')} className={styles.button}>
            {t('authorize.allow')}
          </ActionButton>
          <Link className="portal-button" to="/">
            {t('authorize.deny')}
          </Link>
        </div>
      </div>
    </WidgetPage>
  );
}

function Refused({ message }: { message: string }) {
  const { t } = useTranslation('sso');
  return (
    <StatusScreen testId="sso-refused" role="alert" title={t('refused.title')} message={message} image={statusImages.empty}>
      <Link className="portal-button" to="/">
        {t('authorize.home')}
      </Link>
    </StatusScreen>
  );
}
