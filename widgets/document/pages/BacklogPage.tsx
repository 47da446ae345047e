/**
 * document/backlog (待办): my open tasks, the most urgent first, then the nearest deadline; each shows
 * its urgency, deadline and an overdue flag, and whether I have opened it yet. A card leads to 办理.
 */
import { useTranslation } from '../../../runtime/app/index.ts';
import { boxPage, type DocumentItem } from './documentParts.tsx';
import styles from './document.module.css';

function TaskLine({ item }: { item: DocumentItem }) {
  const { t } = useTranslation('document');
  return (
    <p className="portal-card__meta">
      <span className={styles.stepName}>{item.step}</span> · {t('list.sender', { name: item.sender })} ·{' '}
      <span data-testid="document-opened">{item.openedAt ? t('list.opened') : t('list.unopened')}</span>
    </p>
  );
}

export default boxPage('todo', 'flowpage', TaskLine);
