import { useTranslation } from 'react-i18next';
import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AppDirectoryProps } from '../generated/types.ts';
import { AppDirectory } from './AppDirectory.tsx';

/** applicationSquare/index: the app square — search and category tabs. */
export default function AppSquarePage({ props }: WidgetPageProps<AppDirectoryProps>) {
  const { t } = useTranslation('app-directory');
  return <AppDirectory props={props} layout={{ tabs: true }} heading={t('pages.square')} />;
}
