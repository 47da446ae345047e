/**
 * meeting/index (会议): two tabs. 会议通知 — the notices sent to the user, upcoming first: replied 参加 or
 * 请假 with a reason until the meeting starts; the organizer sees every reply; users with module `send`
 * (staff) send a notice from the same tab. 会议室 (`?tab=rooms`) — each room's meetings today and
 * tomorrow and its free time.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryView, WidgetPage, useAccess, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MeetingProps } from '../generated/types.ts';
import { NoticeCard, SendForm } from './noticeParts.tsx';
import { RoomsTab } from './RoomsTab.tsx';
import styles from './meeting.module.css';

export default function MeetingPage({ module, title, query }: WidgetPageProps<MeetingProps>) {
  const { t } = useTranslation('meeting');
  const navigate = useNavigate();
  const tab = query.get('tab') === 'rooms' ? 'rooms' : 'notices';
  const choose = (next: 'notices' | 'rooms') => void navigate(`/${module}/index${next === 'rooms' ? '?tab=rooms' : ''}`, { replace: true });

  return (
    <WidgetPage title={title}>
      {/* The tabs are one page's two views (the address keeps the choice), not pages of their own. */}
      <div className={styles.tabs} role="tablist" aria-label={title}>
        {(['notices', 'rooms'] as const).map((one) => (
          <button
            key={one}
            type="button"
            role="tab"
            id={`meeting-tab-${one}`}
            aria-selected={one === tab}
            aria-controls="meeting-panel"
            onClick={() => choose(one)}
          >
            {t(`tab.${one}`)}
          </button>
        ))}
      </div>
      <div id="meeting-panel" role="tabpanel" aria-labelledby={`meeting-tab-${tab}`}>
        {tab === 'rooms' ? <RoomsTab /> : <NoticesTab module={module} />}
      </div>
    </WidgetPage>
  );
}

function NoticesTab({ module }: { module: string }) {
  const { t } = useTranslation('meeting');
  const access = useAccess();
  const canSend = access.canUse(module, 'send');
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<string>();
  const notices = useApiQuery('meeting.notices', {});

  return (
    <QueryView query={notices}>
      {({ now, list }, reload) => {
        const ahead = list.filter((one) => one.end > now);
        const held = list.filter((one) => one.end <= now);
        return (
          <>
            {canSend ? (
              <div className="portal-toolbar">
                {said ? (
                  <p role="status" className={styles.said}>
                    {said}
                  </p>
                ) : (
                  <span />
                )}
                {sending ? null : (
                  <button type="button" className="portal-button portal-button--primary" onClick={() => setSending(true)}>
                    {t('send.open')}
                  </button>
                )}
              </div>
            ) : null}
            {sending ? (
              <SendForm
                now={now}
                onCancel={() => setSending(false)}
                onSent={(message) => {
                  setSaid(message);
                  setSending(false);
                  reload();
                }}
              />
            ) : null}
            {list.length === 0 ? (
              <p className={styles.none} role="status" data-testid="meeting-none">
                {t('notices.none')}
              </p>
            ) : (
              <>
                <h2 className={styles.subheading}>{t('notices.ahead', { count: ahead.length })}</h2>
                {ahead.length === 0 ? <p className={styles.meta}>{t('notices.noneAhead')}</p> : null}
                <ul className={styles.cards} data-testid="meeting-notices">
                  {ahead.map((notice) => (
                    <NoticeCard key={notice.id} notice={notice} now={now} onReplied={reload} />
                  ))}
                </ul>
                {held.length > 0 ? (
                  <>
                    <h2 className={styles.subheading}>{t('notices.held', { count: held.length })}</h2>
                    <ul className={styles.cards} data-testid="meeting-held">
                      {held.map((notice) => (
                        <NoticeCard key={notice.id} notice={notice} now={now} onReplied={reload} />
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
