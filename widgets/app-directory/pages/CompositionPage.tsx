import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AppDirectoryProps } from '../generated/types.ts';
import { AppDirectory } from './AppDirectory.tsx';

/** composition/index: the user's favourite apps, with a way to all apps. */
export default function CompositionPage({ props }: WidgetPageProps<AppDirectoryProps>) {
  return <AppDirectory props={props} layout={{ featuredOnly: true }} />;
}
