/**
 * upcApproval/upcUserProc (待我审批): the applications waiting at one of my levels (oldest first, each
 * leading to its trial or final decision page) and what I decided (newest first), as two tabs; the tab
 * lives in the address (`?tab=done`) so a reload or the back button lands on it.
 */
import { Link, useNavigate } from 'react-router';
import { EmptyView, QueryView, WidgetPage, formatDate, useApiQuery, useLocalize, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { UpcApprovalInboxData } from '../generated/types.ts';
import { StateBadge } from './approvalParts.tsx';
import styles from './upcApproval.module.css';

type Tab = 'pending' | 'done';

export default function InboxPage({ module, title, query }: WidgetPageProps) {
  const { t } = useTranslation('upc-approval');
  const navigate = useNavigate();
  const tab: Tab = query.get('tab') === 'done' ? 'done' : 'pending';
  const inbox = useApiQuery('upc-approval.inbox', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={inbox}>
        {(data) => (
          <>
            <div className={styles.tabs} role="tablist">
              {(['pending', 'done'] as const).map((one) => (
                <button
                  key={one}
                  type="button"
                  role="tab"
                  aria-selected={tab === one}
                  className={styles.tab}
                  onClick={() => void navigate(`/${module}/upcUserProc${one === 'done' ? '?tab=done' : ''}`, { replace: true })}
                >
                  {t(`inbox.${one}`, { count: data[one].length })}
                </button>
              ))}
            </div>
            {data[tab].length === 0 ? (
              <EmptyView message={t(tab === 'done' ? 'inbox.emptyDone' : 'inbox.emptyPending')} />
            ) : (
              <InboxList items={data[tab]} tab={tab} module={module} />
            )}
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function InboxList({ items, tab, module }: { items: UpcApprovalInboxData[Tab]; tab: Tab; module: string }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  return (
    // The panel wraps the list: a role on the <ul> itself would hide that it is a list.
    <div role="tabpanel">
      <ul className="portal-stack" data-testid="upc-inbox">
        {items.map((item, index) => (
          <li key={`${item.id}-${item.level}-${index}`}>
            <Link
              className={`portal-card ${styles.item}`}
              to={`/${module}/${tab === 'done' ? 'upcdetail' : item.kind === 'final' ? 'userdetail' : 'trialUserdetail'}?id=${item.id}`}
            >
              <span className={styles.title}>{item.title}</span>
              <StateBadge state={item.state} />
              <span className="portal-card__meta">
                {t('inbox.from', { applicant: item.applicant, type: localize(item.typeName) })} · {localize(item.levelName)}
              </span>
              <span className="portal-card__meta">
                {item.action
                  ? t('inbox.decided', { action: t(`action.${item.action}`), time: formatDate(item.at, true) })
                  : t('inbox.arrived', { time: formatDate(item.at, true) })}
              </span>
              {item.comment ? <span className={styles.comment}>{item.comment}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
