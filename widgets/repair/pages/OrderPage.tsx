/**
 * repair/detail, orderdetail, mandetail: one order (query id) as its reporter, the dispatcher or its
 * repairman sees it: state and overdue flag, place, description, photos, the timeline (who moved it to
 * which state, when, with what note), the rating; below, the step the server says the viewer may take now.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailPage, WidgetPage, formatDate, useImageUrl, useLocalize, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairDetailData, RepairProps } from '../generated/types.ts';
import { Facts, OverdueFlag, StateBadge, StepForms, variantOf } from './repairKit.tsx';
import styles from './repair.module.css';

/** The list each view of an order belongs to. */
const LIST_OF: Record<string, string> = { detail: 'back', orderdetail: 'sendorder', mandetail: 'repairman' };

export default function OrderPage({ appKey, module, title, query, routePath }: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  const variant = variantOf(appKey, module);
  const page = routePath.split('/')[1] ?? 'detail';
  // What the last step said: kept here, as the order is loaded again (and drawn anew) after a step.
  const [said, setSaid] = useState<string>();
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="repair.detail" query={query} extra={{ variant }} missingMessage={t('order.missing')}>
        {(order, reload) => (
          <Order
            order={order}
            variant={variant}
            said={said}
            onDone={(message) => {
              setSaid(message);
              reload();
            }}
          />
        )}
      </DetailPage>
      <div className={styles.links}>
        <Link to={`/${module}/${LIST_OF[page] ?? 'back'}`}>{t('order.back')}</Link>
      </div>
    </WidgetPage>
  );
}

function Order({ order, variant, said, onDone }: { order: RepairDetailData; variant: string; said?: string; onDone(message: string): void }) {
  const { t } = useTranslation('repair');
  const localize = useLocalize();
  const image = useImageUrl();
  return (
    <article className="portal-card" data-testid="repair-order" data-number={order.number}>
      <div className={styles.rowHead}>
        <strong>{localize(order.categoryName)}</strong>
        <StateBadge state={order.state} />
        <OverdueFlag overdue={order.overdue} />
      </div>
      <p className={styles.description}>{order.description}</p>
      <Facts
        rows={[
          [t('order.number'), order.number],
          [t('order.place'), `${order.building} ${order.room}`, 'place'],
          [t('order.reporter'), order.reporter],
          [t('order.phone'), order.phone],
          [t('order.createdAt'), formatDate(order.createdAt, true)],
          [
            t('order.dueAt'),
            <>
              {formatDate(order.dueAt, true)} <span className="portal-muted">{t('order.limit', { hours: order.limitHours })}</span>
            </>,
          ],
          order.worker ? [t('order.worker'), order.worker, 'worker'] : undefined,
          order.returnedReason ? [t('order.returnedReason'), order.returnedReason] : undefined,
          order.finishNote ? [t('order.finishNote'), order.finishNote] : undefined,
          order.score
            ? [
                t('order.score'),
                <>
                  <span aria-label={t('order.stars', { count: order.score })}>{'★'.repeat(order.score)}</span>
                  {order.comment ? ` ${order.comment}` : ''}
                </>,
                'score',
              ]
            : undefined,
        ]}
      />
      {order.photoUrls.length > 0 ? (
        <section aria-label={t('order.photos')}>
          <h2 className="portal-card__title">{t('order.photos')}</h2>
          <ul className={styles.photos}>
            {order.photoUrls.map((url, index) => (
              <li key={url}>
                <a href={image(url)} target="_blank" rel="noreferrer">
                  <img src={image(url)} alt={t('order.photoAlt', { index: index + 1 })} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label={t('order.timeline')}>
        <h2 className="portal-card__title">{t('order.timeline')}</h2>
        <ol className={styles.timeline} data-testid="repair-timeline">
          {order.timeline.map((step, index) => (
            <li key={index} data-state={step.state}>
              <strong>{t(`state.${step.state}`)}</strong> <span className="portal-muted">{`${formatDate(step.at, true)} · ${step.by}`}</span>
              {step.note ? <div>{step.note}</div> : null}
            </li>
          ))}
        </ol>
      </section>
      {said ? (
        <p className={styles.said} role="status">
          {said}
        </p>
      ) : null}
      <StepForms variant={variant} order={order} onDone={onDone} />
    </article>
  );
}
