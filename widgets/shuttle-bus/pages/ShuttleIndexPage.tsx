import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { ShuttleBusProps } from '../generated/types.ts';
import { LineList, TodayLine } from './ShuttleLines.tsx';

const everyLine = {};

/** shuttleBus/index: every line with its next departure by the school's clock, under today's kind of day. */
export default function ShuttleIndexPage({ module, title }: WidgetPageProps<ShuttleBusProps>) {
  const { t } = useTranslation('shuttle-bus');
  const lines = useApiQuery('shuttle-bus.lines', everyLine);
  return (
    <WidgetPage title={title}>
      <QueryView query={lines} empty={t('list.empty')} isEmpty={(data) => data.lines.length === 0}>
        {(data) => (
          <>
            <TodayLine today={data.today} />
            <LineList lines={data.lines} module={module} testId="shuttle-lines" />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}
