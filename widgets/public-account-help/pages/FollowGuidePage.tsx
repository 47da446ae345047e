import { Link } from 'react-router';
import { useTranslation, ApiErrorView, LoadingView, NoDataView, useApiQuery, useImageUrl, type WidgetPageProps, QrCode } from '../../../runtime/app/index.ts';
import styles from './publicAccountHelp.module.css';

/** publicsso/index: how to follow the school's WeChat official account, its code drawn on the device. */
export default function FollowGuidePage({ module }: WidgetPageProps) {
  const { t } = useTranslation('public-account-help');
  const image = useImageUrl();
  const answer = useApiQuery('public-account-help.account', {});
  if (answer.status === 'loading') return <LoadingView />;
  // The school has no official account configured: its words.
  if (answer.status === 'error' && answer.error.kind === 'envelope' && answer.error.detail.e === 404)
    return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  const account = answer.data;
  return (
    <section className={styles.page} aria-labelledby="follow-heading" data-testid="follow-guide">
      <header className={styles.hero}>
        <h1 id="follow-heading" className={styles.heading}>
          {t('follow.heading', { name: account.name })}
        </h1>
        <p className={styles.muted}>{account.intro}</p>
      </header>
      <div className={styles.qr}>
        <QrCode value={account.followUrl} label={t('follow.codeLabel', { name: account.name })} size={180} testId="follow-code" />
        <p className={styles.muted}>{t('follow.wechatId', { id: account.wechatId })}</p>
      </div>
      <section className={styles.card} aria-labelledby="follow-steps">
        <h2 id="follow-steps" className={styles.subheading}>
          {t('follow.steps')}
        </h2>
        <ol className={styles.steps}>
          {account.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <p className={styles.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {account.features.length > 0 ? (
        <section className={styles.card} aria-labelledby="follow-features">
          <h2 id="follow-features" className={styles.subheading}>
            {t('follow.features')}
          </h2>
          <ul className={styles.features}>
            {account.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link className="portal-button portal-button--primary" to={`/${module}/helpIndex`}>
        {t('follow.faq')}
      </Link>
    </section>
  );
}
