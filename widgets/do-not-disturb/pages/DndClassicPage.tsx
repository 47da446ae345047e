import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DoNotDisturbProps } from '../generated/types.ts';
import { DndSettingsPage } from './DndSettingsForm.tsx';

/** newsInterruption/index: the message do-not-disturb settings in the classic grouped-list layout. */
export default function DndClassicPage({ props, title }: WidgetPageProps<DoNotDisturbProps>) {
  return <DndSettingsPage variant="classic" messagesPath={props.messagesPath ?? '/message/index'} title={title} />;
}
