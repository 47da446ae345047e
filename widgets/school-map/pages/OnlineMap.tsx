import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import type { Building } from '../generated/types.ts';
import { mapScriptUrl, useMapScript, type MapServiceSetting } from './mapService.ts';
import styles from './schoolMap.module.css';

/** The part of AMap's JS API (v1.4 and v2) the online map uses. */
interface AMapApi {
  Map: new (container: HTMLElement, options: { center: [number, number]; zoom: number }) => AMapMap;
  Marker: new (options: { position: [number, number]; title: string }) => AMapMarker;
}
interface AMapMap {
  add(markers: AMapMarker[]): void;
  setCenter(center: [number, number]): void;
  destroy(): void;
}
interface AMapMarker {
  on(event: 'click', listener: () => void): void;
}

const amapOf = (): AMapApi | undefined => (window as Window & { AMap?: AMapApi }).AMap;

/**
 * The buildings on the school's online map (the app's `mapService`): the script loads here, on the map page
 * only; while it loads, or when it cannot (offline, blocked), the page says so with a retry, and the campus
 * plan is a tab away. A script that loads but is not AMap's says that too.
 */
export function OnlineMap({
  setting,
  buildings,
  selected,
  onSelect,
}: {
  setting: MapServiceSetting;
  buildings: readonly Building[];
  selected?: number;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('school-map');
  const { state, retry } = useMapScript(mapScriptUrl(setting));
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<AMapMap>(undefined);
  const api = state === 'ready' ? amapOf() : undefined;

  useEffect(() => {
    if (!api || !container.current || buildings.length === 0) return;
    const first = buildings[0]!;
    const created = new api.Map(container.current, { center: [first.lng, first.lat], zoom: 17 });
    created.add(
      buildings.map((building) => {
        const marker = new api.Marker({ position: [building.lng, building.lat], title: building.name });
        marker.on('click', () => onSelect(building.id));
        return marker;
      }),
    );
    map.current = created;
    return () => {
      created.destroy();
      map.current = undefined;
    };
  }, [api, buildings, onSelect]);

  useEffect(() => {
    const building = buildings.find((b) => b.id === selected);
    if (building) map.current?.setCenter([building.lng, building.lat]);
  }, [buildings, selected]);

  if (state === 'loading')
    return (
      <p className="portal-muted" data-testid="online-map-loading">
        {t('service.loading')}
      </p>
    );
  if (state === 'failed' || !api)
    return (
      <div className="portal-notice--warning" role="alert" data-testid="online-map-failed">
        <p>{state === 'failed' ? t('service.failed') : t('service.unsupported')}</p>
        {state === 'failed' ? (
          <button type="button" className="portal-button" onClick={retry}>
            {t('service.retry')}
          </button>
        ) : null}
      </div>
    );
  return <div ref={container} className={styles.onlineMap} data-testid="online-map" />;
}
