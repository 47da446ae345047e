import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MaterialProps } from '../generated/types.ts';
import { MaterialDetailView } from './MaterialDetailView.tsx';

/** material/blankdetail: the bare material — no portal header or footer, no way back — for web views and printing. */
export default function MaterialBlankDetailPage(props: WidgetPageProps<MaterialProps>) {
  return <MaterialDetailView {...props} bare />;
}
