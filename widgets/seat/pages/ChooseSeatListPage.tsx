import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { SeatChooser } from './SeatChooser.tsx';

/** seat/chooseSeatNew?roomId=: one school's variant of choosing a seat: the free seats as lists by feature, no plan. */
export default function ChooseSeatListPage({ query, module }: WidgetPageProps) {
  return <SeatChooser query={query} module={module} layout="list" />;
}
