import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { ShuttleBusProps } from '../generated/types.ts';
import { LineList, LinesPage } from './ShuttleLines.tsx';

/** shuttleBus/index: every line with its next departure by the school's clock, under today's kind of day. */
export default function ShuttleIndexPage({ module, title }: WidgetPageProps<ShuttleBusProps>) {
  return <LinesPage title={title}>{(lines) => <LineList lines={lines} module={module} testId="shuttle-lines" />}</LinesPage>;
}
