import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Language } from '../../shared/manifestProblems.ts';
import { useAccess } from '../auth/AuthProvider.tsx';
import { chooseLanguage, localize } from '../i18n/i18n.ts';
import { useSite } from '../site/PortalContext.tsx';
import { HeaderBack } from './HeaderBack.tsx';

/** The slim branded bar: the school's logo and title, the language choice, and who is logged in. */
export function PortalHeader() {
  const site = useSite();
  const access = useAccess();
  const { t, i18n } = useTranslation('portal');
  const title = localize(site.branding.title, i18n.language);
  const shortTitle = site.branding.shortTitle ? localize(site.branding.shortTitle, i18n.language) : undefined;
  return (
    <header className="portal-header">
      <HeaderBack />
      <Link to="/" className="portal-header__brand" aria-label={`${title} — ${t('home')}`}>
        <img className="portal-header__logo" src={site.branding.logo} alt="" width={28} height={28} />
        {shortTitle ? (
          <span className="portal-header__title portal-header__title--has-short" data-testid="header-title">
            <span className="portal-header__title-full">{title}</span>
            <span className="portal-header__title-short">{shortTitle}</span>
          </span>
        ) : (
          <span className="portal-header__title" data-testid="header-title">
            {title}
          </span>
        )}
      </Link>
      <div className="portal-header__tools">
        {site.languages.available.length > 1 ? (
          <label className="portal-header__language">
            <span className="portal-visually-hidden">{t('language')}</span>
            <select data-testid="language-select" value={i18n.language} onChange={(event) => void chooseLanguage(i18n, event.target.value as Language)}>
              {site.languages.available.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`languageNames.${lang}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {access.status === 'anonymous' ? (
          <button type="button" className="portal-header__account" onClick={access.login} data-testid="login-button">
            {t('login.button')}
          </button>
        ) : access.status === 'ready' ? (
          <span className="portal-header__user">
            <span className="portal-header__user-name" data-testid="user-name">
              {access.userName}
            </span>
            <button type="button" className="portal-header__account" onClick={() => void access.logout()} data-testid="logout-button">
              {t('login.logout')}
            </button>
          </span>
        ) : null}
      </div>
    </header>
  );
}
