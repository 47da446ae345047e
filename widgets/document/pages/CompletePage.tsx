/** document/complete (已办): documents I acted on, the latest first, each with where it stands now; a card leads to the log. */
import { WidgetPage, formatDate, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentBox, StepLine } from './documentParts.tsx';

export default function CompletePage({ module, title, props }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  return (
    <WidgetPage title={title}>
      <DocumentBox
        box="done"
        pageSize={props.pageSize ?? 10}
        link={(item) => `/${module}/flowlog?id=${item.id}`}
        extra={(item) => (
          <>
            <StepLine item={item} />
            {item.doneAt ? <p className="portal-card__meta">{t('list.doneAt', { time: formatDate(item.doneAt, true) })}</p> : null}
          </>
        )}
      />
    </WidgetPage>
  );
}
