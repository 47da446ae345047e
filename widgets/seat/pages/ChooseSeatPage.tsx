import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { SeatChooser } from './SeatChooser.tsx';

/** seat/chooseSeat?roomId=: the room's floor plan, to pick a seat for a day and a time. */
export default function ChooseSeatPage({ query, module }: WidgetPageProps) {
  return <SeatChooser query={query} module={module} layout="plan" />;
}
