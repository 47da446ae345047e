/**
 * upcApproval/trialUserdetail (初审): the trial reviewer's view of an application (query id): the whole
 * application, then the decision of the level it waits at: pass on, return to the applicant for changes,
 * or reject, with a comment (required to return or reject).
 */
import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { DecisionPage } from './approvalParts.tsx';

export default function TrialDecisionPage(props: WidgetPageProps) {
  return <DecisionPage {...props} kind="trial" />;
}
