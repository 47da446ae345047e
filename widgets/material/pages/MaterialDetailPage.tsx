import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MaterialProps } from '../generated/types.ts';
import { MaterialDetailView } from './MaterialDetailView.tsx';

/** material/detail (and materialHnu/detail, with that app's layout, fields and texts). */
export default function MaterialDetailPage(props: WidgetPageProps<MaterialProps>) {
  return <MaterialDetailView {...props} bare={false} />;
}
