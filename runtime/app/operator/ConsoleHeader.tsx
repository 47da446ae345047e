/** The console's bar: its name, the site being edited (to switch), the language, and who is signed in. */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Language } from '../../shared/manifestProblems.ts';
import { chooseLanguage, languages, localize } from '../i18n/i18n.ts';
import type { Operator, SiteSummary } from './operatorApi.ts';

export interface ConsoleHeaderProps {
  operator?: Operator;
  site?: SiteSummary;
  onSwitchSite?(): void;
  onLogout?(): void;
}

export function ConsoleHeader({ operator, site, onSwitchSite, onLogout }: ConsoleHeaderProps) {
  const { t, i18n } = useTranslation('operator');
  return (
    <header className="portal-header operator-header">
      <div className="operator-header__brand">
        <h1 className="portal-header__title">{t('title')}</h1>
        {site ? (
          <span className="operator-header__site" data-testid="current-site">
            <span className="portal-visually-hidden">{t('sites.current')}: </span>
            {localize(site.name, i18n.language) || site.id}
          </span>
        ) : null}
      </div>
      <div className="portal-header__tools">
        {site && onSwitchSite ? (
          <button type="button" className="portal-header__account" onClick={onSwitchSite}>
            {t('sites.switch')}
          </button>
        ) : null}
        <label className="portal-header__language">
          <span className="portal-visually-hidden">{t('language')}</span>
          <select value={i18n.language} onChange={(event) => void chooseLanguage(i18n, event.target.value as Language)}>
            {languages.map((lang) => (
              <option key={lang} value={lang}>
                {t(`languageNames.${lang}`)}
              </option>
            ))}
          </select>
        </label>
        {operator ? (
          <span className="portal-header__user">
            <span data-testid="operator-name" title={t('login.signedInAs', { name: operator.name })}>
              {operator.name}
            </span>
            {onLogout ? (
              <button type="button" className="portal-header__account" onClick={onLogout}>
                {t('login.logout')}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </header>
  );
}
