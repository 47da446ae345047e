import { useTranslation } from 'react-i18next';
import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AppDirectoryProps } from '../generated/types.ts';
import { AppDirectory } from './AppDirectory.tsx';

/** composition/index: the user's favourite apps, with a way to all apps. */
export default function CompositionPage({ props }: WidgetPageProps<AppDirectoryProps>) {
  const { t } = useTranslation('app-directory');
  return <AppDirectory props={props} layout={{ featuredOnly: true }} heading={t('pages.composition')} />;
}
