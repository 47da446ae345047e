import type { ReactNode } from 'react';

/** One tile: a number and what it counts; `alert` shows the number in the error colour (an overdue count above 0). */
export interface StatTile {
  /** The tile's name, as `data-tile` for tests and stylesheets. */
  key: string;
  label: ReactNode;
  value: ReactNode;
  alert?: boolean;
}

/** A statistics page's totals: tiles in a grid that wraps, as a description list (label, then its number). */
export function StatTiles({ tiles, testId, className }: { tiles: readonly StatTile[]; testId?: string; className?: string }) {
  return (
    <dl className={className ? `portal-stats ${className}` : 'portal-stats'} data-testid={testId}>
      {tiles.map((tile) => (
        <div key={tile.key} className="portal-stat" data-tile={tile.key} data-alert={tile.alert || undefined}>
          <dt className="portal-stat__label">{tile.label}</dt>
          <dd className="portal-stat__value">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
