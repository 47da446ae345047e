/**
 * upcApproval/trialUserdetail (初审): the trial reviewer's view of an application (query id): the whole
 * application, then the decision of the level it waits at: pass on, return to the applicant for changes,
 * or reject, with a comment (required to return or reject).
 */
import { DetailPage, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { DecisionPageBody } from './approvalParts.tsx';

export default function TrialDecisionPage({ query, module, title }: WidgetPageProps) {
  const { t } = useTranslation('upc-approval');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="upc-approval.detail" query={query} missingMessage={t('detail.missingId')}>
        {(detail, reload) => <DecisionPageBody detail={detail} kind="trial" module={module} reload={reload} />}
      </DetailPage>
    </WidgetPage>
  );
}
