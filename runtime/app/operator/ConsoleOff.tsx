/** The console when the host has no operators configured: how to turn it on, from `GET status`. */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ConsoleStatus } from './operatorApi.ts';
import { languageOf } from './operatorI18n.ts';

export function ConsoleOff({ howToEnable }: { howToEnable: ConsoleStatus['howToEnable'] }) {
  const { t, i18n } = useTranslation('operator');
  const how = howToEnable?.[languageOf(i18n)] ?? howToEnable?.zh;
  return (
    <section className="operator-card" data-testid="console-off" aria-labelledby="off-heading">
      <h2 id="off-heading">{t('off.title')}</h2>
      <p>{t('off.intro')}</p>
      {how ? <pre className="operator-how">{how}</pre> : null}
    </section>
  );
}
