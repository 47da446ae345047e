/**
 * generalApp/approval (待审批): for the keepers, the bookings waiting for a decision, soonest first: each
 * approved at once or rejected with a reason. The backend refuses an approval that would overlap one
 * already approved; the refusal shows on the card.
 */
import { useState } from 'react';
import { WidgetPage, useTranslation } from '../../../runtime/app/index.ts';
import { BookingCard, BookingDecision, BookingPages, KeeperOnly, useKeeper, whenOf, type PageProps } from './bookingParts.tsx';

export default function ApprovalPage({ title, module, appKey, props }: PageProps) {
  const { t } = useTranslation('general-app');
  const keeper = useKeeper({ appKey, module });
  const [said, setSaid] = useState<string>();
  return (
    <WidgetPage title={title}>
      {!keeper ? (
        <KeeperOnly />
      ) : (
        <>
          {said ? (
            <p className="portal-notice portal-notice--success" role="status" data-testid="approval-said">
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
                <BookingDecision
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
    </WidgetPage>
  );
}
