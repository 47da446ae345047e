/**
 * upcApproval/index (审批中心): the types to start, each with its steps; my applications and their state.
 * Deciders (module `review`) reach their list through the sub-navigation (widget.json's `navigation`).
 */
import { Link } from 'react-router';
import { EmptyView, QueryView, WidgetPage, formatDate, useApiQuery, useLocalize, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { UpcApprovalMineData } from '../generated/types.ts';
import { StateBadge } from './approvalParts.tsx';
import styles from './upcApproval.module.css';

export default function ApprovalHomePage({ module, title }: WidgetPageProps) {
  const mine = useApiQuery('upc-approval.mine', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={mine}>
        {({ types, list }) => (
          <>
            {types.length > 0 ? <Types types={types} module={module} /> : null}
            <Mine list={list} module={module} />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function Types({ types, module }: { types: UpcApprovalMineData['types']; module: string }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  return (
    <section aria-labelledby="upc-start">
      <h2 id="upc-start" className={styles.subheading}>
        {t('home.start')}
      </h2>
      <ul className={styles.types} data-testid="upc-types">
        {types.map((type) => (
          <li key={type.id}>
            <Link className={`portal-card ${styles.type}`} to={`/${module}/${type.page}`}>
              <strong>{localize(type.name)}</strong>
              <span className="portal-card__meta">{localize(type.summary)}</span>
              <span className="portal-card__meta">{t('home.levels', { levels: type.levels.map((level) => localize(level)).join(' → ') })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Mine({ list, module }: { list: UpcApprovalMineData['list']; module: string }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  return (
    <section aria-labelledby="upc-mine">
      <h2 id="upc-mine" className={styles.subheading}>
        {t('home.mine')}
      </h2>
      {list.length === 0 ? (
        <EmptyView message={t('home.empty')} />
      ) : (
        <ul className="portal-stack" data-testid="upc-mine">
          {list.map((one) => (
            <li key={one.id}>
              <Link className={`portal-card ${styles.item}`} to={`/${module}/upcdetail?id=${one.id}`}>
                <span className={styles.title}>{one.title}</span>
                <StateBadge state={one.state} />
                <span className="portal-card__meta">
                  {localize(one.typeName)}
                  {one.levelName ? ` · ${t('home.waitingAt', { level: localize(one.levelName) })}` : ''}
                  {one.round > 1 ? ` · ${t('home.round', { round: one.round })}` : ''}
                </span>
                <span className="portal-card__meta">{t('home.updated', { time: formatDate(one.updatedAt, true) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
