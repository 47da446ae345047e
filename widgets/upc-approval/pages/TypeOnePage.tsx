/** upcApproval/upcTypeOne: the application form of the type the backend puts on this page (approvalTypes.ts). */
import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { ApplyPage } from './ApplyPage.tsx';

export default function TypeOnePage(props: WidgetPageProps) {
  return <ApplyPage {...props} type="upcTypeOne" />;
}
