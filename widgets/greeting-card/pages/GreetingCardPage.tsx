import { Link } from 'react-router';
import { useTranslation, WidgetPage, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { GreetingCardProps } from '../generated/types.ts';
import { CardBox } from './CardBox.tsx';
import { CardComposer } from './CardComposer.tsx';

const TABS = ['write', 'received', 'sent'] as const;
type Tab = (typeof TABS)[number];

/**
 * greetingCard/index: write a card (design, colleague, greeting) and send it; the cards received and
 * sent. The three are tabs of this one page, in the query (`?tab=received`) so a link can open the inbox.
 */
export default function GreetingCardPage({ props, query, routePath, title }: WidgetPageProps<GreetingCardProps>) {
  const { t } = useTranslation('greeting-card');
  const path = `/${routePath}`;
  const asked = query.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'write';
  return (
    <WidgetPage title={title}>
      <nav className="portal-tabs" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <Link key={name} className="portal-tab" to={`${path}?tab=${name}`} aria-current={tab === name ? 'page' : undefined}>
            {t(`tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'write' ? (
        <CardComposer maxLength={props.maxLength ?? 200} sentPath={`${path}?tab=sent`} />
      ) : (
        <CardBox key={tab} box={tab} pageSize={props.pageSize ?? 10} />
      )}
    </WidgetPage>
  );
}
