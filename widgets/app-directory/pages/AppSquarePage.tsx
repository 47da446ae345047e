import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AppDirectoryProps } from '../generated/types.ts';
import { AppDirectory } from './AppDirectory.tsx';

/** applicationSquare/index: the app square — search and category tabs. */
export default function AppSquarePage({ props }: WidgetPageProps<AppDirectoryProps>) {
  return <AppDirectory props={props} layout={{ tabs: true }} />;
}
