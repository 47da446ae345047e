/** The sites this operator may edit (the host lists only those), to choose one. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { localize } from '../i18n/i18n.ts';
import { errorText } from './errorText.ts';
import type { OperatorApi, SiteSummary } from './operatorApi.ts';

export function useOperatorSites(api: OperatorApi): { sites?: SiteSummary[]; error?: unknown; reload(): void } {
  const [sites, setSites] = useState<SiteSummary[]>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(undefined);
    api.sites().then(
      (list) => live && setSites(list),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return { ...(sites ? { sites } : {}), ...(error ? { error } : {}), reload: () => setAttempt((n) => n + 1) };
}

export function SitePicker({ sites, error, onRetry, onChoose }: { sites?: SiteSummary[]; error?: unknown; onRetry(): void; onChoose(siteId: string): void }) {
  const { t, i18n } = useTranslation('operator');
  if (error) {
    return (
      <div className="operator-card" role="alert">
        <p className="operator-error">{errorText(t, error)}</p>
        <button type="button" className="portal-button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!sites) return <p className="portal-loading">{t('loading')}</p>;
  return (
    <section className="operator-card" aria-labelledby="sites-heading" data-testid="site-picker">
      <h2 id="sites-heading">{t('sites.heading')}</h2>
      <p className="operator-muted">{sites.length ? t('sites.intro') : t('sites.none')}</p>
      <ul className="operator-site-list">
        {sites.map((site) => (
          <li key={site.id}>
            <button type="button" className="operator-site" data-site-id={site.id} onClick={() => onChoose(site.id)}>
              <strong>{localize(site.name, i18n.language) || site.id}</strong>
              <code>{site.id}</code>
              {site.extends ? <span className="operator-muted">{t('sites.extends', { id: site.extends })}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
