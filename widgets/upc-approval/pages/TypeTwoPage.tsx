/** upcApproval/upcTypeTwo: the application form of the type the backend puts on this page (approvalTypes.ts). */
import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { ApplyPage } from './ApplyPage.tsx';

export default function TypeTwoPage(props: WidgetPageProps) {
  return <ApplyPage {...props} type="upcTypeTwo" />;
}
