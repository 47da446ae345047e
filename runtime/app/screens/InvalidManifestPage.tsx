import { useTranslation } from '../i18n/useTranslation.tsx';
import { describeProblem, type Language, type ManifestProblem } from '../../shared/manifestProblems.ts';
import { StatusScreen } from './StatusScreen.tsx';

/** What the browser shows instead of the portal when the site's manifest is invalid: every problem, translated. */
export function InvalidManifestPage({ siteId, problems }: { siteId?: string; problems: ManifestProblem[] }) {
  const { t, i18n } = useTranslation('portal');
  const language = (['zh', 'en', 'tw'].includes(i18n.language) ? i18n.language : 'zh') as Language;
  return (
    <main className="portal-invalid" data-testid="invalid-manifest">
      <StatusScreen role="alert" title={t('invalidManifest.title')} message={t('invalidManifest.intro')} />
      <p className="portal-invalid__count">
        {siteId ? <code>{siteId}</code> : null} {t('invalidManifest.count', { count: problems.length })}
      </p>
      <ol className="portal-invalid__list">
        {problems.map((problem, index) => {
          const { message, hint } = describeProblem(problem, language);
          return (
            <li key={index}>
              <code>
                {problem.file} {problem.path || '/'}
              </code>
              <p>{message}</p>
              <p className="portal-invalid__hint">
                {t('invalidManifest.hint')}: {hint}
              </p>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
