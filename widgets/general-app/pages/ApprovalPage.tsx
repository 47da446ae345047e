/**
 * generalApp/approval (待审批): for the keepers, the bookings waiting for a decision, soonest first: each
 * approved at once or rejected with a reason. The backend refuses an approval that would overlap one
 * already approved; the refusal shows on the card.
 */
import { useState } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import { AppointPage, BookingCard, BookingPages, DecisionForm, KeeperOnly, useKeeper, whenOf, type PageProps } from './appointKit.tsx';
import styles from './generalApp.module.css';

export default function ApprovalPage({ title, module, appKey, props }: PageProps) {
  const { t } = useTranslation('general-app');
  const keeper = useKeeper({ appKey, module });
  const [said, setSaid] = useState<string>();
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-approval">
      {!keeper ? (
        <KeeperOnly />
      ) : (
        <>
          {said ? (
            <p className={styles.done} role="status" data-testid="approval-said">
              {said}
            </p>
          ) : null}
          <BookingPages
            apiKey="general-app.pending"
            size={props.pageSize ?? 20}
            empty={t('approval.none')}
            testId="approval-list"
            item={(booking, reload) => (
              <BookingCard key={booking.id} booking={booking} showBooker to={`/${module}/AdminDetails?id=${booking.id}`}>
                <DecisionForm
                  booking={booking}
                  onDecided={(next) => {
                    setSaid(
                      t(`approval.${next.state === 'approved' ? 'approved' : 'rejected'}`, {
                        name: next.bookerName,
                        space: next.spaceName,
                        when: whenOf(next.start, next.end),
                      }),
                    );
                    reload();
                  }}
                />
              </BookingCard>
            )}
          />
        </>
      )}
    </AppointPage>
  );
}
