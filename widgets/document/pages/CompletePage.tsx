/** document/complete (已办): documents I acted on, the latest first, each with where it stands now; a card leads to the log. */
import { formatDate, useTranslation } from '../../../runtime/app/index.ts';
import { boxPage, StepLine, type DocumentItem } from './documentParts.tsx';

function DoneLine({ item }: { item: DocumentItem }) {
  const { t } = useTranslation('document');
  return (
    <>
      <StepLine item={item} />
      {item.doneAt ? <p className="portal-card__meta">{t('list.doneAt', { time: formatDate(item.doneAt, true) })}</p> : null}
    </>
  );
}

export default boxPage('done', 'flowlog', DoneLine);
