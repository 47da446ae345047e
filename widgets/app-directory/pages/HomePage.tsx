import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AppDirectoryProps } from '../generated/types.ts';
import { AppDirectory } from './AppDirectory.tsx';

/** polymerization/homepage: the school's home — banner, search, featured apps, every app by category. */
export default function HomePage({ props }: WidgetPageProps<AppDirectoryProps>) {
  return <AppDirectory props={props} layout={{ banner: true, featured: true }} />;
}
