import { Link } from 'react-router';
import { useTranslation } from '../../../runtime/app/index.ts';
import type { HotIssueItem } from '../generated/types.ts';
import styles from './hotIssue.module.css';

/** Questions as links to their detail, shared by the overview (ranked) and the category list. */
export function IssueEntries({
  items,
  module,
  ranked = false,
  showViews = true,
  testId,
}: {
  items: readonly HotIssueItem[];
  module: string;
  ranked?: boolean;
  showViews?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('hot-issue');
  return (
    <ol className={styles.list} data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Link className={styles.entry} to={`/${module}/detail?id=${item.id}`}>
            {ranked ? (
              <span className={styles.rank} data-top={index < 3} aria-hidden="true">
                {index + 1}
              </span>
            ) : null}
            <span className={styles.entryText}>
              <span className={styles.entryTitle}>{item.title}</span>
              {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
              {showViews ? <span className={styles.muted}>{t('item.views', { count: item.views })}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
