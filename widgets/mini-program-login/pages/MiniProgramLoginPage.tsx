import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation, QueryView, StatusScreen, useApiQuery, statusImages, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MiniProgramLoginExchangeBody, MiniProgramLoginProps } from '../generated/types.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** `redirect` when it is a portal path (never another host), else the school's default. */
export function portalTarget(redirect: string | null, fallback: string): string {
  return redirect && /^\/[A-Za-z0-9]/.test(redirect) && !redirect.includes('\\') && !/\s/.test(redirect) ? redirect : fallback;
}

/**
 * xidianMinigramLogin/index: the mini-program opens the portal with `?token=` (one-time, short-lived);
 * the page trades it for a session and continues to `redirect` (a portal path). A missing, used or
 * expired token says so plainly and offers the normal login; a network failure offers a retry. Every
 * state is a full-page status screen (its own heading): the page has nothing else to frame.
 */
export default function MiniProgramLoginPage({ props, query }: WidgetPageProps<MiniProgramLoginProps>) {
  const { t } = useTranslation('mini-program-login');
  const token = query.get('token') ?? '';
  const target = portalTarget(query.get('redirect'), props.defaultTarget ?? '/');
  const missing = !TOKEN.test(token);
  // A POST: the exchange spends the token and starts a session; a new token or target is a new exchange.
  // Typed by its body contract here: the kit's useApiQuery types its argument as a query.
  const body = { token, redirect: target } satisfies MiniProgramLoginExchangeBody;
  const exchange = useApiQuery('mini-program-login.exchange', missing ? undefined : body, { method: 'POST' });

  if (missing) return <Refused message={t('missing')} target={target} />;
  // The school's refusal (a used or expired token) in its words; only the network is worth a retry (QueryView's).
  if (exchange.error && exchange.error.kind !== 'network')
    return <Refused message={exchange.error.kind === 'envelope' ? exchange.error.message : t('failed')} target={target} />;
  return <QueryView query={exchange}>{(answer) => <SignedIn name={answer.name} redirect={answer.redirect} />}</QueryView>;
}

function SignedIn({ name, redirect }: { name: string; redirect: string }) {
  const { t } = useTranslation('mini-program-login');
  // A full load: the portal starts again with the new session.
  useEffect(() => window.location.replace(redirect), [redirect]);
  return <StatusScreen testId="minigram-signed-in" role="status" title={t('signedIn', { name })} />;
}

function Refused({ message, target }: { message: string; target: string }) {
  const { t } = useTranslation('mini-program-login');
  return (
    <StatusScreen testId="minigram-error" role="alert" title={t('title')} message={message} image={statusImages.empty}>
      <Link className="portal-button portal-button--primary" to={target}>
        {t('loginInstead')}
      </Link>
    </StatusScreen>
  );
}
