import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, formatTime, isApiError, useAction, useApi } from '../../../runtime/app/index.ts';
import type { CampusCodeVerifyData } from '../generated/types.ts';
import type { ScannedCode } from './scannedCode.ts';
import styles from './campusCode.module.css';

/** What the scanner found and what can be done with it. Identity codes are checked with the school first. */
export function ScanResult({ code, onAgain }: { code: ScannedCode; onAgain: () => void }) {
  const { t } = useTranslation('campus-code');
  return (
    <section className={`portal-card ${styles.result}`} data-testid="scan-result" data-kind={code.kind} aria-live="polite">
      {code.kind === 'identity' ? <IdentityCheck code={code.code} /> : null}
      {code.kind === 'qrLogin' || code.kind === 'portal' ? (
        <>
          <h2 className={styles.resultTitle}>{t(`result.${code.kind}`)}</h2>
          <Link className="portal-button portal-button--primary" to={code.path} replace={code.kind === 'qrLogin'}>
            {t(code.kind === 'qrLogin' ? 'result.openQrLogin' : 'result.open')}
          </Link>
        </>
      ) : null}
      {code.kind === 'link' ? (
        <>
          <h2 className={styles.resultTitle}>{t('result.link', { host: code.host })}</h2>
          <p className={styles.scannedText}>{code.url}</p>
          <a className="portal-button portal-button--primary" href={code.url} rel="noopener noreferrer">
            {t('result.open')}
          </a>
        </>
      ) : null}
      {code.kind === 'unknown' ? (
        <>
          <h2 className={styles.resultTitle}>{t('result.unknown')}</h2>
          <p className={styles.scannedText} data-testid="scanned-text">
            {code.text.length > 300 ? `${code.text.slice(0, 300)}…` : code.text}
          </p>
          <p className={styles.note}>{t('result.unknownNote')}</p>
        </>
      ) : null}
      <button type="button" className="portal-button" onClick={onAgain}>
        {t('result.again')}
      </button>
    </section>
  );
}

function IdentityCheck({ code }: { code: string }) {
  const { t } = useTranslation('campus-code');
  const api = useApi();
  const [answer, setAnswer] = useState<CampusCodeVerifyData>();
  // Checking a scanned code is the scanner's act (the school may record it): sent once, as the result shows.
  const verify = useAction((_: void, call) => api.post('campus-code.verify', { code }, call), {
    onDone: setAnswer,
    failed: (reason, error) => (isApiError(error) && error.kind === 'envelope' ? reason : t('result.verifyFailed')),
  });
  const { run } = verify;
  useEffect(() => {
    void run();
  }, [run]);

  if (verify.error)
    return (
      <p className="portal-problem" role="alert">
        {verify.error}
      </p>
    );
  if (!answer) return <p>{t('result.verifying')}</p>;
  const { status, holder, expiresAt } = answer;
  return (
    <div className={styles.identity} data-status={status}>
      <h2 className={styles.resultTitle}>{t(`result.identity.${status}`)}</h2>
      {holder ? (
        <dl className={styles.facts} data-testid="verified-holder">
          <dt>{t('result.identity.name')}</dt>
          <dd>{holder.name}</dd>
          <dt>{t('result.identity.role')}</dt>
          <dd>{holder.roleName}</dd>
          <dt>{t('result.identity.account')}</dt>
          <dd>{holder.account}</dd>
          {expiresAt ? (
            <>
              <dt>{t('result.identity.expires')}</dt>
              <dd>{formatTime(expiresAt)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
