/**
 * upcApproval/userdetail (终审): the final approver's view of an application (query id): the whole
 * application with the earlier levels' decisions, then approve, or reject with a comment.
 */
import { DetailPage, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { DecisionPageBody } from './approvalParts.tsx';

export default function FinalDecisionPage({ query, module, title }: WidgetPageProps) {
  const { t } = useTranslation('upc-approval');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="upc-approval.detail" query={query} missingMessage={t('detail.missingId')}>
        {(detail, reload) => <DecisionPageBody detail={detail} kind="final" module={module} reload={reload} />}
      </DetailPage>
    </WidgetPage>
  );
}
