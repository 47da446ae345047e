import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../runtime/app/index.ts';
import type { Category, SchoolMapBuildingsData } from '../generated/types.ts';
import { BuildingCard } from './BuildingCard.tsx';
import { CampusPlan } from './CampusPlan.tsx';
import type { DirectionsApp } from './directions.ts';
import type { MapServiceSetting } from './mapService.ts';
import { OnlineMap } from './OnlineMap.tsx';
import styles from './schoolMap.module.css';

export interface MapExplorerProps {
  data: SchoolMapBuildingsData;
  /** The building the address names (?id=), chosen at first. */
  initial?: number;
  directions: DirectionsApp;
  /** The school's online map; without it only the campus plan is shown and nothing outside is loaded. */
  mapService?: MapServiceSetting;
  module: string;
}

/**
 * The map: category chips, the campus plan (or the online map), and the chosen building's card. A building
 * is chosen by the address, by its marker, or by the list below the map.
 */
export function MapExplorer({ data, initial, directions, mapService, module }: MapExplorerProps) {
  const { t } = useTranslation('school-map');
  const [selected, setSelected] = useState(() => data.buildings.find((b) => b.id === initial)?.id);
  const [category, setCategory] = useState<Category>();
  const [online, setOnline] = useState(mapService !== undefined);
  const chosen = data.buildings.find((b) => b.id === selected);
  const dimmed = useMemo(() => new Set(category ? data.buildings.filter((b) => b.category !== category).map((b) => b.id) : []), [category, data.buildings]);
  const categoryName = (id: Category) => data.categories.find((c) => c.id === id)?.name;
  const choose = useCallback((id: number) => setSelected(id), []);

  return (
    <div className={styles.explorer}>
      {initial !== undefined && !chosen ? (
        <p className="portal-notice--warning" role="status">
          {t('map.notFound')}
        </p>
      ) : null}
      {mapService ? (
        <div className="portal-chips" role="group" aria-label={t('service.view')}>
          <button type="button" className="portal-chip" aria-pressed={online} onClick={() => setOnline(true)}>
            {t('service.tabOnline')}
          </button>
          <button type="button" className="portal-chip" aria-pressed={!online} onClick={() => setOnline(false)}>
            {t('service.tabPlan')}
          </button>
        </div>
      ) : null}
      <nav className="portal-chips" aria-label={t('list.categories')}>
        <button type="button" className="portal-chip" aria-pressed={category === undefined} onClick={() => setCategory(undefined)}>
          {t('list.all')}
        </button>
        {data.categories.map((c) => (
          <button key={c.id} type="button" className="portal-chip" aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
            {c.name}
            <span className="portal-chip__count">{c.count}</span>
          </button>
        ))}
      </nav>
      <div className={styles.mapAndCard}>
        <div>
          {mapService && online ? (
            <OnlineMap setting={mapService} buildings={data.buildings} selected={selected} onSelect={choose} />
          ) : (
            <CampusPlan plan={data.plan} places={data.buildings} selected={selected} dimmed={dimmed} onSelect={choose} />
          )}
          <p className="portal-muted">{t('map.hint')}</p>
        </div>
        <div>
          {chosen ? (
            <BuildingCard building={chosen} categoryName={categoryName(chosen.category)} directions={directions} />
          ) : (
            <p className={`portal-card ${styles.pickHint}`}>{t('map.pick')}</p>
          )}
          <Link className="portal-button portal-button--text" to={`/${module}/index`}>
            {t('map.allBuildings')}
          </Link>
        </div>
      </div>
    </div>
  );
}
