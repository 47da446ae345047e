import { useState } from 'react';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { Building, SchoolMapBuildingsData, SchoolMapProps } from '../generated/types.ts';
import { BuildingCard } from './BuildingCard.tsx';
import { CampusPlan } from './CampusPlan.tsx';
import { EVERY_BUILDING } from './MapPage.tsx';
import styles from './schoolMap.module.css';

/**
 * schoolMap/model: the campus as a model, the plan tilted into 3D with its buildings raised (drawn from the
 * plan, not photographed), and a tour of its landmarks, stop by stop, each with its card.
 */
export default function ModelPage({ title }: WidgetPageProps<SchoolMapProps>) {
  const { t } = useTranslation('school-map');
  const buildings = useApiQuery('school-map.buildings', EVERY_BUILDING);
  return (
    <WidgetPage title={title} intro={t('model.intro')}>
      <QueryView query={buildings} empty={t('list.empty')} isEmpty={(d) => d.buildings.length === 0}>
        {(data) => <Tour data={data} />}
      </QueryView>
    </WidgetPage>
  );
}

function Tour({ data }: { data: SchoolMapBuildingsData }) {
  const { t } = useTranslation('school-map');
  const stops = data.buildings.filter((b): b is Building & { tour: number } => b.tour !== undefined).sort((a, b) => a.tour - b.tour);
  const [index, setIndex] = useState(0);
  const stop = stops[index];
  return (
    <div className={styles.explorer}>
      <div className={styles.mapAndCard}>
        <CampusPlan plan={data.plan} places={data.buildings} selected={stop?.id} tilted />
        <div data-testid="campus-tour">
          {stop ? (
            <>
              <div className={styles.tourNav}>
                <button type="button" className="portal-button portal-button--text" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  {t('model.prev')}
                </button>
                <span data-testid="tour-stop">{t('model.stop', { n: index + 1, total: stops.length })}</span>
                <button type="button" className="portal-button portal-button--text" disabled={index === stops.length - 1} onClick={() => setIndex(index + 1)}>
                  {t('model.next')}
                </button>
              </div>
              <BuildingCard building={stop} categoryName={data.categories.find((c) => c.id === stop.category)?.name} directions="amap" />
            </>
          ) : (
            <p className="portal-muted">{t('model.noTour')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
