/** "Export CSV" and "Export Excel" for an admin list or a statistics table. */
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { downloadTable, type ExportColumn, type ExportFormat } from './tableExport.ts';
import styles from './statistics.module.css';

export interface TableExportButtonsProps<Row> {
  /** The file's name, without extension (the list's title and date, say). */
  name: string;
  /** A column marked `only: 'table'` (DataTable's) is left out of the file. */
  columns: readonly (ExportColumn<Row> & { only?: 'table' | 'export' })[];
  /** The rows, or how to fetch them all when someone exports (a paged list exports every page, not the one shown). */
  rows: readonly Row[] | (() => Promise<readonly Row[]>);
}

export function TableExportButtons<Row>({ name, columns, rows }: TableExportButtonsProps<Row>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat>();
  const [failed, setFailed] = useState(false);

  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      const exported = columns.filter((column) => column.only !== 'table');
      await downloadTable(format, name, exported, typeof rows === 'function' ? await rows() : rows);
    } catch {
      setFailed(true);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.exports}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={styles.toggle}
          disabled={busy !== undefined || (Array.isArray(rows) && rows.length === 0)}
          onClick={() => void exportAs(format)}
        >
          {busy === format ? t('statistics.exporting') : t(format === 'csv' ? 'statistics.exportCsv' : 'statistics.exportXlsx')}
        </button>
      ))}
      {failed ? (
        <p role="alert" className={styles.note}>
          {t('statistics.exportFailed')}
        </p>
      ) : null}
    </div>
  );
}
