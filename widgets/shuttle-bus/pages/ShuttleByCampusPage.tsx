import { useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { ShuttleBusLinesData, ShuttleBusProps } from '../generated/types.ts';
import { LineList, LinesPage } from './ShuttleLines.tsx';
import styles from './shuttle.module.css';

/** The lines grouped by the campus they leave from, campuses in the order of their first line. */
function byCampus(lines: ShuttleBusLinesData['lines']) {
  const groups = new Map<string, ShuttleBusLinesData['lines']>();
  for (const line of lines) groups.set(line.campus, [...(groups.get(line.campus) ?? []), line]);
  return [...groups.entries()].map(([campus, campusLines]) => ({ campus, lines: campusLines }));
}

/**
 * shuttleBus/fudanIndex, one school's variant kept at its legacy path: the same lines as shuttleBus/index,
 * grouped by the campus they leave from, side by side on a desktop, so a rider finds what leaves where
 * they stand.
 */
export default function ShuttleByCampusPage({ module, title }: WidgetPageProps<ShuttleBusProps>) {
  const { t } = useTranslation('shuttle-bus');
  return (
    <LinesPage title={title}>
      {(lines) => (
        <div className={styles.campuses} data-testid="shuttle-campuses">
          {byCampus(lines).map((group, index) => (
            <section key={group.campus} aria-labelledby={`shuttle-campus-${index}`}>
              <h2 id={`shuttle-campus-${index}`} className={styles.campusTitle}>
                {t('list.fromCampus', { campus: group.campus })}
              </h2>
              <LineList lines={group.lines} module={module} />
            </section>
          ))}
        </div>
      )}
    </LinesPage>
  );
}
