import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DoNotDisturbProps } from '../generated/types.ts';
import { DndSettingsPage } from './DndSettingsForm.tsx';

/** newsInterruption/indexV2: the same settings in the newer layout (cards, a day timeline, a save bar in reach). */
export default function DndCardsPage({ props, title }: WidgetPageProps<DoNotDisturbProps>) {
  return <DndSettingsPage variant="cards" messagesPath={props.messagesPath ?? '/message/index'} title={title} />;
}
