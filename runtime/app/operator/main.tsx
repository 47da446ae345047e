/**
 * The operator console's entry (served at /_operator/): its own page and chunk, so the portal's first
 * load carries none of it. It shares the portal's styles, language choice and problem catalogue.
 */
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { OperatorConsole } from './OperatorConsole.tsx';
import { createOperatorI18n } from './operatorI18n.ts';
import '../styles/portal.css';
import './operator.css';

async function boot() {
  const i18n = await createOperatorI18n();
  const title = () => (document.title = i18n.t('operator:title'));
  title();
  i18n.on('languageChanged', title);
  createRoot(document.getElementById('root')!).render(
    <I18nProvider i18n={i18n}>
      <OperatorConsole />
    </I18nProvider>,
  );
}

void boot();
