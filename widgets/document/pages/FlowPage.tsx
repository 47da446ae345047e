/**
 * document/flow (流转中): documents I sent that are still moving, each with its current step and who
 * holds it (tracking); a card leads to the log, where I may also remind or withdraw (办理 page).
 */
import { Link } from 'react-router';
import { useTranslation } from '../../../runtime/app/index.ts';
import { boxPage, StepLine, type DocumentItem } from './documentParts.tsx';
import styles from './document.module.css';

function Tracking({ item, module }: { item: DocumentItem; module: string }) {
  const { t } = useTranslation('document');
  return (
    <>
      <StepLine item={item} />
      <p className={styles.links}>
        <Link className="portal-button" to={`/${module}/flowpage?id=${item.id}`}>
          {t('handle.title')}
        </Link>
      </p>
    </>
  );
}

export default boxPage('sent', 'flowlog', Tracking);
