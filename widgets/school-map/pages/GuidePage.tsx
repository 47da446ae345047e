import { useState } from 'react';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SchoolMapGuideData, SchoolMapProps } from '../generated/types.ts';
import { CampusPlan } from './CampusPlan.tsx';
import { amapRouteUrl } from './directions.ts';
import styles from './schoolMap.module.css';

/** The guide asks for nothing but the school's routes. */
const NO_QUERY = {};

/** The new students' guide: a route per gate and registration point, drawn on the plan with its steps. */
export function GuideView({ title }: WidgetPageProps<SchoolMapProps>) {
  const { t } = useTranslation('school-map');
  const guide = useApiQuery('school-map.guide', NO_QUERY);
  return (
    <WidgetPage title={title} intro={guide.data?.intro}>
      <QueryView query={guide} empty={t('guide.empty')} isEmpty={(d) => d.routes.length === 0}>
        {(data) => <Routes data={data} />}
      </QueryView>
    </WidgetPage>
  );
}

/** schoolMap/guide, and mapGuide/index through the app's `view`. */
export default GuideView;

function Routes({ data }: { data: SchoolMapGuideData }) {
  const { t } = useTranslation('school-map');
  const [chosen, setChosen] = useState(data.routes[0]!.id);
  const route = data.routes.find((r) => r.id === chosen) ?? data.routes[0]!;
  const nameOf = (id: number) => data.places.find((p) => p.id === id)?.name ?? '';
  const to = data.places.find((p) => p.id === route.to);
  return (
    <div className={styles.explorer}>
      <div className={styles.mapAndCard}>
        <CampusPlan plan={data.plan} places={data.places} marked={[route.from, route.to]} route={route.path} />
        <div>
          <nav className={styles.routeList} aria-label={t('guide.routes')} data-testid="guide-routes">
            {data.routes.map((r) => (
              <button key={r.id} type="button" className="portal-chip" aria-pressed={r.id === route.id} onClick={() => setChosen(r.id)}>
                {t('guide.fromTo', { from: nameOf(r.from), to: nameOf(r.to) })}
              </button>
            ))}
          </nav>
          <section className={`portal-card ${styles.card}`} aria-labelledby="guide-route-title" data-testid="guide-route">
            <h2 id="guide-route-title" className={styles.cardTitle}>
              {route.purpose}
            </h2>
            <p className={styles.meta}>
              {t('guide.fromTo', { from: nameOf(route.from), to: nameOf(route.to) })} · {t('guide.walk', { count: route.minutes, meters: route.meters })}
            </p>
            {route.hours ? <p className={styles.meta}>{route.hours}</p> : null}
            <h3 className={styles.insideTitle}>{t('guide.steps')}</h3>
            <ol className={styles.steps}>
              {route.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {to ? (
              <a className="portal-button" href={amapRouteUrl(to)} target="_blank" rel="noopener noreferrer" data-testid="take-me-there">
                {t('guide.go', { name: to.name })}
              </a>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}
