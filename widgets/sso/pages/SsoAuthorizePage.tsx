import { useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  LoadingView,
  StatusScreen,
  isApiError,
  useApi,
  useApiQuery,
  useImageUrl,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { SsoProps } from '../generated/types.ts';
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

/**
 * sso/index: a third-party service asks who the user is. Shows the service (registered with the
 * school), what it will receive and who is logged in; "authorize" sends the browser to the service's
 * registered callback with a one-time code. Unknown services and other callbacks are refused.
 */
export default function SsoAuthorizePage({ props, query }: WidgetPageProps<SsoProps>) {
  const { t } = useTranslation('sso');
  const image = useImageUrl();
  const api = useApi();
  const clientId = query.get('client_id') ?? '';
  const redirectUri = query.get('redirect_uri') ?? '';
  const state = query.get('state') ?? '';
  const allowedHere = CLIENT_ID.test(clientId) && STATE.test(state) && (props.clients === undefined || props.clients.includes(clientId));
  const answer = useApiQuery('sso.client', allowedHere ? { client_id: clientId, ...(redirectUri ? { redirect_uri: redirectUri } : {}) } : undefined);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (!allowedHere)
    return <Refused message={clientId ? t('refused.unknown', { client: clientId.slice(0, 40) }) : t('refused.missing')} image={image('empty.svg')} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    const refused = answer.error.kind === 'envelope' && (answer.error.detail.e === 404 || answer.error.detail.e === 400);
    return refused ? <Refused message={answer.error.message} image={image('empty.svg')} /> : <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  const { client, scopes, user } = answer.data;

  const authorize = () => {
    setSending(true);
    setProblem(undefined);
    api.post('sso.authorize', { client_id: client.id, redirect_uri: redirectUri || client.callback, state }).then(
      ({ redirect }) => {
        if (isRegisteredCallback(redirect, client.callback)) window.location.assign(redirect);
        else {
          setSending(false);
          setProblem(t('refused.callback'));
        }
      },
      (error: unknown) => {
        setSending(false);
        setProblem(isApiError(error) && error.kind === 'envelope' ? error.message : t('authorize.failed'));
      },
    );
  };

  return (
    <section className={styles.page} aria-labelledby="sso-heading" data-testid="sso-request">
      <h1 id="sso-heading" className={styles.heading}>
        {t('authorize.heading', { service: client.name })}
      </h1>
      <p className={styles.description}>{client.description}</p>
      <p className={styles.callback}>
        {t('authorize.callback')} <span data-testid="sso-callback-host">{new URL(client.callback).host}</span>
      </p>
      <div className={styles.card}>
        <h2 className={styles.subheading}>{t('authorize.receives')}</h2>
        <ul className={styles.scopes} data-testid="sso-scopes">
          {scopes.map((scope) => (
            <li key={scope.key}>{scope.label}</li>
          ))}
        </ul>
      </div>
      <p className={styles.user}>{t('authorize.as', { name: user.name, role: user.roleName, account: user.account })}</p>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className="portal-button portal-button--primary" onClick={authorize} disabled={sending}>
          {sending ? t('authorize.sending') : t('authorize.allow')}
        </button>
        <Link className="portal-button" to="/">
          {t('authorize.deny')}
        </Link>
      </div>
    </section>
  );
}

function Refused({ message, image }: { message: string; image: string | undefined }) {
  const { t } = useTranslation('sso');
  return (
    <StatusScreen testId="sso-refused" role="alert" title={t('refused.title')} message={message} {...(image ? { image } : {})}>
      <Link className="portal-button" to="/">
        {t('authorize.home')}
      </Link>
    </StatusScreen>
  );
}
