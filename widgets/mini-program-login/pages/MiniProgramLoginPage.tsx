import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  LoadingView,
  NetworkErrorScreen,
  StatusScreen,
  isApiError,
  useApi,
  useImageUrl,
  type ApiError,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { MiniProgramLoginProps } from '../generated/types.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** `redirect` when it is a portal path (never another host), else the school's default. */
export function portalTarget(redirect: string | null, fallback: string): string {
  return redirect && /^\/[A-Za-z0-9]/.test(redirect) && !redirect.includes('\\') && !/\s/.test(redirect) ? redirect : fallback;
}

/**
 * xidianMinigramLogin/index: the mini-program opens the portal with `?token=` (one-time, short-lived);
 * the page trades it for a session and continues to `redirect` (a portal path). A missing, used or
 * expired token says so plainly and offers the normal login.
 */
export default function MiniProgramLoginPage({ props, query }: WidgetPageProps<MiniProgramLoginProps>) {
  const { t } = useTranslation('mini-program-login');
  const image = useImageUrl();
  const api = useApi();
  const token = query.get('token') ?? '';
  const target = portalTarget(query.get('redirect'), props.defaultTarget ?? '/');
  const missing = !TOKEN.test(token);
  const [attempt, setAttempt] = useState(0);
  // A failure belongs to the exchange it answered: a new token, target or retry starts out loading again.
  const exchange = JSON.stringify([token, target, attempt]);
  const [failed, setFailed] = useState<{ for: string; error: ApiError }>();
  const [signedIn, setSignedIn] = useState<string>();
  const failure: ApiError | 'missing' | undefined = missing ? 'missing' : failed?.for === exchange ? failed.error : undefined;

  useEffect(() => {
    if (missing) return;
    let live = true;
    api.post('mini-program-login.exchange', { token, redirect: target }).then(
      // A full load: the portal starts again with the new session.
      (answer) => {
        if (!live) return;
        setSignedIn(answer.name);
        window.location.replace(answer.redirect);
      },
      (error: unknown) => live && isApiError(error) && setFailed({ for: exchange, error }),
    );
    return () => {
      live = false;
    };
  }, [api, missing, token, target, exchange]);

  if (signedIn !== undefined) {
    return <StatusScreen testId="minigram-signed-in" role="status" title={t('signedIn', { name: signedIn })} />;
  }
  if (failure === undefined) return <LoadingView />;
  if (failure !== 'missing' && failure.kind === 'network') return <NetworkErrorScreen onRetry={() => setAttempt((n) => n + 1)} />;
  const message = failure === 'missing' ? t('missing') : failure.kind === 'envelope' ? failure.message : t('failed');
  return (
    <StatusScreen testId="minigram-error" role="alert" title={t('title')} message={message} {...(image('empty.svg') ? { image: image('empty.svg') } : {})}>
      <Link className="portal-button portal-button--primary" to={target}>
        {t('loginInstead')}
      </Link>
    </StatusScreen>
  );
}
