import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AppDirectoryProps } from '../generated/types.ts';
import { AppDirectory } from './AppDirectory.tsx';

/** composition/all: every app the user can open, by category, with search. */
export default function AllAppsPage({ props }: WidgetPageProps<AppDirectoryProps>) {
  return <AppDirectory props={props} layout={{}} />;
}
