import { QueryView, WidgetPage, isRecordId, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SchoolMapProps } from '../generated/types.ts';
import type { DirectionsApp } from './directions.ts';
import { MapExplorer } from './MapExplorer.tsx';

/** The buildings query of the map pages: all of them, the filters are the map's. */
export const EVERY_BUILDING = {};

/** The map pages' body: the buildings asked once, the explorer over them; `directions` is the one difference. */
export function MapView({ props, module, query, title, directions, intro }: WidgetPageProps<SchoolMapProps> & { directions: DirectionsApp; intro?: string }) {
  const { t } = useTranslation('school-map');
  const buildings = useApiQuery('school-map.buildings', EVERY_BUILDING);
  const id = query.get('id');
  const initial = id && isRecordId(id) ? Number(id) : undefined;
  return (
    <WidgetPage title={title} intro={intro ?? buildings.data?.plan.name}>
      <QueryView query={buildings} empty={t('list.empty')} isEmpty={(d) => d.buildings.length === 0}>
        {(data) => <MapExplorer data={data} initial={initial} directions={directions} mapService={props.mapService} module={module} />}
      </QueryView>
    </WidgetPage>
  );
}

/** schoolMap/map: the campus map, ?id= the building chosen; "take me there" opens AMap's walking route. */
export default function MapPage(page: WidgetPageProps<SchoolMapProps>) {
  return <MapView {...page} directions="amap" />;
}
