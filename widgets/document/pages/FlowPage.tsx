/**
 * document/flow (流转中): documents I sent that are still moving, each with its current step and who
 * holds it (tracking); a card leads to the log, where I may also remind or withdraw (办理 page).
 */
import { Link } from 'react-router';
import { WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentBox, StepLine } from './documentParts.tsx';
import styles from './document.module.css';

export default function FlowPage({ module, title, props }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  return (
    <WidgetPage title={title}>
      <DocumentBox
        box="sent"
        pageSize={props.pageSize ?? 10}
        link={(item) => `/${module}/flowlog?id=${item.id}`}
        extra={(item) => (
          <>
            <StepLine item={item} />
            <p className={styles.links}>
              <Link className="portal-button" to={`/${module}/flowpage?id=${item.id}`}>
                {t('handle.title')}
              </Link>
            </p>
          </>
        )}
      />
    </WidgetPage>
  );
}
