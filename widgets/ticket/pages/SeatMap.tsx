/** The hall's seats, row by row from the stage: taken seats shown and not choosable, the chosen one pressed. */
import { useTranslation } from '../../../runtime/app/index.ts';
import styles from './ticket.module.css';

export interface Seat {
  row: number;
  seat: number;
}

export function SeatMap({
  rows,
  perRow,
  taken,
  chosen,
  onChoose,
  disabled = false,
}: {
  rows: number;
  perRow: number;
  /** `row-seat` of each seat taken. */
  taken: readonly string[];
  chosen?: Seat;
  onChoose: (seat: Seat) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('ticket');
  const takenSet = new Set(taken);
  const rowNumbers = Array.from({ length: rows }, (_, n) => n + 1);
  const seatNumbers = Array.from({ length: perRow }, (_, n) => n + 1);
  return (
    <figure className={styles.seatMap} data-testid="ticket-seat-map">
      <figcaption className={styles.meta}>{t('seatMap.label', { rows, perRow })}</figcaption>
      <p className={styles.stage}>{t('seatMap.stage')}</p>
      <div className={styles.seatRows} role="group" aria-label={t('seatMap.label', { rows, perRow })}>
        {rowNumbers.map((row) => (
          <div key={row} className={styles.seatRow}>
            <span className={styles.rowLabel}>{row}</span>
            {seatNumbers.map((seat) => {
              const isTaken = takenSet.has(`${row}-${seat}`);
              const isChosen = chosen?.row === row && chosen.seat === seat;
              return (
                <button
                  key={seat}
                  type="button"
                  className={styles.seat}
                  data-seat={`${row}-${seat}`}
                  data-taken={isTaken || undefined}
                  aria-pressed={isChosen}
                  aria-label={t(isTaken ? 'seatMap.taken' : 'seatMap.seat', { row, seat })}
                  disabled={disabled || isTaken}
                  onClick={() => onChoose({ row, seat })}
                />
              );
            })}
          </div>
        ))}
      </div>
      <p className={styles.legend}>
        <span className={styles.seat} aria-hidden="true" /> {t('seatMap.legendFree')}
        <span className={styles.seat} data-taken aria-hidden="true" /> {t('seatMap.legendTaken')}
        <span className={styles.seat} data-chosen aria-hidden="true" /> {t('seatMap.legendChosen')}
      </p>
    </figure>
  );
}
