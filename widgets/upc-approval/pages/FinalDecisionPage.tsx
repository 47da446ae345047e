/**
 * upcApproval/userdetail (终审): the final approver's view of an application (query id): the whole
 * application with the earlier levels' decisions, then approve, or reject with a comment.
 */
import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { DecisionPage } from './approvalParts.tsx';

export default function FinalDecisionPage(props: WidgetPageProps) {
  return <DecisionPage {...props} kind="final" />;
}
