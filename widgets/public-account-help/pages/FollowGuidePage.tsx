import { Link } from 'react-router';
import { useTranslation, QueryView, WidgetPage, useApiQuery, type WidgetPageProps, QrCode } from '../../../runtime/app/index.ts';
import type { PublicAccountHelpAccountData } from '../generated/types.ts';
import { HelpCard } from './HelpCard.tsx';
import styles from './publicAccountHelp.module.css';

/**
 * publicsso/index: how to follow the school's WeChat official account, its code drawn on the device. A
 * school with no official account configured answers "not found" in its own words (QueryView's no-data).
 */
export default function FollowGuidePage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('public-account-help');
  const answer = useApiQuery('public-account-help.account', {});
  return (
    <WidgetPage title={answer.data ? t('follow.heading', { name: answer.data.name }) : title} intro={answer.data?.intro}>
      <QueryView query={answer}>{(account) => <FollowGuide account={account} module={module} />}</QueryView>
    </WidgetPage>
  );
}

function FollowGuide({ account, module }: { account: PublicAccountHelpAccountData; module: string }) {
  const { t } = useTranslation('public-account-help');
  return (
    <div className={styles.stack} data-testid="follow-guide">
      <div className={styles.qr}>
        <QrCode value={account.followUrl} label={t('follow.codeLabel', { name: account.name })} size={180} testId="follow-code" />
        <p className={styles.muted}>{t('follow.wechatId', { id: account.wechatId })}</p>
      </div>
      <HelpCard title={t('follow.steps')}>
        <ol className={styles.steps}>
          {account.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <p className={styles.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </HelpCard>
      {account.features.length > 0 ? (
        <HelpCard title={t('follow.features')}>
          <ul className={styles.features}>
            {account.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </HelpCard>
      ) : null}
      <Link className="portal-button portal-button--primary" to={`/${module}/helpIndex`}>
        {t('follow.faq')}
      </Link>
    </div>
  );
}
