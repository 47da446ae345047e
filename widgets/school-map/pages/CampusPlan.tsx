import { useRef, type CSSProperties } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import type { Category, Plan } from '../generated/types.ts';
import { usePanZoom } from './usePanZoom.ts';
import styles from './schoolMap.module.css';

/** What the plan draws of a building: its footprint and its marker. */
export interface PlanPlace {
  id: number;
  name: string;
  category: Category;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CampusPlanProps {
  plan: Plan;
  places: readonly PlanPlace[];
  /** The chosen building: its footprint and marker highlighted, brought to the centre. */
  selected?: number;
  /** Other buildings to mark out (a route's ends). */
  marked?: readonly number[];
  /** Buildings whose markers are hidden (another category chosen); their footprints stay. */
  dimmed?: ReadonlySet<number>;
  onSelect?: (id: number) => void;
  /** A way to draw over the plan, point by point. */
  route?: ReadonlyArray<readonly number[]>;
  /** The tilted 3D view of the model page: no pan or zoom, the buildings raised as blocks. */
  tilted?: boolean;
}

/**
 * The campus drawn from the school's answer, in SVG (roads, water, green, fields, footprints), with one
 * marker button per building over it, panned and zoomed together by a CSS transform (usePanZoom).
 */
export function CampusPlan({ plan, places, selected, marked = [], dimmed, onSelect, route, tilted = false }: CampusPlanProps) {
  const { t } = useTranslation('school-map');
  const frame = useRef<HTMLDivElement>(null);
  const chosen = places.find((p) => p.id === selected);
  const { view, zoomBy, reset, handlers } = usePanZoom(frame, chosen && !tilted ? { fx: chosen.x / plan.width, fy: chosen.y / plan.height } : undefined);

  const layer: CSSProperties & Record<'--zoom', number> = tilted
    ? { '--zoom': 1 }
    : { transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`, '--zoom': view.scale };
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <div className={styles.planBox}>
      <div
        ref={frame}
        className={tilted ? `${styles.frame} ${styles.tiltedFrame}` : styles.frame}
        style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
        role="region"
        aria-label={t('map.label', { name: plan.name })}
        data-testid="campus-plan"
        {...(tilted ? {} : handlers)}
      >
        <div className={tilted ? `${styles.layer} ${styles.tilted}` : styles.layer} style={layer}>
          <svg viewBox={`0 0 ${plan.width} ${plan.height}`} className={styles.svg} aria-hidden="true">
            <rect width={plan.width} height={plan.height} className={styles.ground} />
            {plan.features.map((feature, index) => (
              <path key={index} d={feature.d} className={styles[feature.kind]} />
            ))}
            {places.map((place) => (
              <rect
                key={place.id}
                x={place.x - place.w / 2}
                y={place.y - place.h / 2}
                width={place.w}
                height={place.h}
                rx={4}
                className={styles.footprint}
                data-category={place.category}
                data-selected={place.id === selected || marked.includes(place.id) ? 'true' : undefined}
              />
            ))}
            {route ? <polyline points={route.map(([x, y]) => `${x},${y}`).join(' ')} className={styles.route} data-testid="plan-route" /> : null}
          </svg>
          {places.map((place) => {
            if (dimmed?.has(place.id)) return null;
            const facts = {
              className: styles.marker,
              style: { left: percent(place.x, plan.width), top: percent(place.y, plan.height) },
              'data-category': place.category,
              'data-selected': place.id === selected ? 'true' : undefined,
              'data-marked': marked.includes(place.id) ? 'true' : undefined,
              'data-testid': `marker-${place.id}`,
            };
            const inner = (
              <>
                <span className={styles.pin} aria-hidden="true" />
                <span className={styles.markerLabel}>{place.name}</span>
              </>
            );
            // A marker is a button where choosing one does something; elsewhere it only names the place.
            return onSelect ? (
              <button key={place.id} type="button" {...facts} aria-label={place.name} aria-pressed={place.id === selected} onClick={() => onSelect(place.id)}>
                {inner}
              </button>
            ) : (
              <span key={place.id} {...facts}>
                {inner}
              </span>
            );
          })}
        </div>
      </div>
      {tilted ? null : (
        <div className={styles.zoom} role="group" aria-label={t('map.zoom')}>
          <button type="button" className="portal-button portal-button--text" onClick={() => zoomBy(1.5)} aria-label={t('map.zoomIn')}>
            ＋
          </button>
          <button type="button" className="portal-button portal-button--text" onClick={() => zoomBy(1 / 1.5)} aria-label={t('map.zoomOut')}>
            －
          </button>
          <button type="button" className="portal-button portal-button--text" onClick={reset}>
            {t('map.reset')}
          </button>
        </div>
      )}
    </div>
  );
}
