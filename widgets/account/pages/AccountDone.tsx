import { Link } from 'react-router';
import { useTranslation, StatusScreen } from '../../../runtime/app/index.ts';

/** The end of a phone or password step: what happened, and the way back to "my information". */
export function AccountDone({ title, message, module, children }: { title: string; message?: string; module: string; children?: React.ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <StatusScreen title={title} message={message} testId="account-done">
      {children}
      <Link className="portal-button portal-button--primary" to={`/${module}/infor`}>
        {t('form.back')}
      </Link>
    </StatusScreen>
  );
}
