/**
 * document/backlog (待办): my open tasks, the most urgent first, then the nearest deadline; each shows
 * its urgency, deadline and an overdue flag, and whether I have opened it yet. A card leads to 办理.
 */
import { WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentBox } from './documentParts.tsx';
import styles from './document.module.css';

export default function BacklogPage({ module, title, props }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  return (
    <WidgetPage title={title}>
      <DocumentBox
        box="todo"
        pageSize={props.pageSize ?? 10}
        link={(item) => `/${module}/flowpage?id=${item.id}`}
        extra={(item) => (
          <p className="portal-card__meta">
            <span className={styles.stepName}>{item.step}</span> · {t('list.sender', { name: item.sender })} ·{' '}
            <span data-testid="document-opened">{item.openedAt ? t('list.opened') : t('list.unopened')}</span>
          </p>
        )}
      />
    </WidgetPage>
  );
}
