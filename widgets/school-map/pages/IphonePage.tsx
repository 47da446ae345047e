import { useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SchoolMapProps } from '../generated/types.ts';
import { MapView } from './MapPage.tsx';

/** schoolMap/iphone: the map as the school's iOS app opens it; "take me there" opens Apple Maps. */
export default function IphonePage(page: WidgetPageProps<SchoolMapProps>) {
  const { t } = useTranslation('school-map');
  return <MapView {...page} directions="apple" intro={t('iphone.intro')} />;
}
