/**
 * What the asset pages share: money in 元 from fen, the asset cards (number, name, value, place,
 * keeper, state, the fixed-asset badge), each with its transfer history and, for the asset keeper, the
 * transfer form; and the paged, exportable result list the list and search pages both show.
 */
import { useState, type FormEvent } from 'react';
import {
  Facts,
  FormActions,
  Pager,
  QueryView,
  TableExportButtons,
  everyPageOf,
  formatDate,
  useAction,
  useApi,
  useApiQuery,
  useKeptQuery,
  useTranslation,
  type ExportColumn,
  type Fact,
} from '../../../runtime/app/index.ts';
import type { Asset, AssetListQuery, State } from '../generated/types.ts';
import styles from './asset.module.css';

const EXPORT_PAGE = 50;
/** The kit's badge tone of each state: in use, set aside, being repaired, on its way out. */
const TONE: Record<State, string> = { inUse: 'portal-badge--success', idle: '', repair: 'portal-badge--warning', scrapping: 'portal-badge--error' };
const NUMBER_LOCALES: Record<string, string> = { zh: 'zh-CN', tw: 'zh-TW', en: 'en-US' };

/** 1234567 fen → "12,345.67": two decimals and thousands separators in every language. */
export function yuanOf(fen: number, language: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language] ?? 'zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fen / 100);
}

/** Money as the page writes it: "12,345.67 元" (zh, tw), "CNY 12,345.67" (en). */
export function useMoney(): (fen: number) => string {
  const { t, i18n } = useTranslation('asset');
  return (fen) => t('money', { amount: yuanOf(fen, i18n.language) });
}

/** The export's columns: every fact of a row, the value in 元 as a number a spreadsheet can sum. */
export function useAssetColumns(): ExportColumn<Asset>[] {
  const { t } = useTranslation('asset');
  return [
    { header: t('list.number'), value: (row) => row.number },
    { header: t('list.name'), value: (row) => row.name },
    { header: t('list.model'), value: (row) => row.model },
    { header: t('list.category'), value: (row) => t(`category.${row.category}`) },
    { header: t('list.department'), value: (row) => row.department },
    { header: t('list.value'), value: (row) => row.valueFen / 100 },
    { header: t('list.fixedColumn'), value: (row) => t(row.fixed ? 'list.yes' : 'list.no') },
    { header: t('list.purchasedOn'), value: (row) => row.purchasedOn },
    { header: t('list.location'), value: (row) => row.location },
    { header: t('list.keeper'), value: (row) => row.keeper },
    { header: t('list.state'), value: (row) => t(`state.${row.state}`) },
  ];
}

/**
 * One page of `asset.list` for `filter` (department, location, search), the cards, the pager and the
 * export of every matching row. `filter` undefined waits (a search not typed yet).
 */
export function AssetResults({
  filter,
  pageSize,
  canManage,
  exportName,
  countKey,
  emptyText,
}: {
  filter: Pick<AssetListQuery, 'dept' | 'location' | 'q'> | undefined;
  pageSize: number;
  canManage: boolean;
  exportName: string;
  countKey: 'list.count' | 'search.count';
  emptyText: string;
}) {
  const { t } = useTranslation('asset');
  const api = useApi();
  const columns = useAssetColumns();
  const [page, setPage] = useState(1);
  const [filterKey, setFilterKey] = useState(JSON.stringify(filter));
  // A new filter starts again at page 1 (set during render: React's pattern for derived state).
  if (JSON.stringify(filter) !== filterKey) {
    setFilterKey(JSON.stringify(filter));
    setPage(1);
  }
  const list = useApiQuery('asset.list', filter === undefined ? undefined : { ...filter, page, size: pageSize });
  const shown = useKeptQuery(list);
  if (filter === undefined) return null;
  const everyRow = () => everyPageOf((at, size) => api.get('asset.list', { ...filter, page: at, size }), EXPORT_PAGE);

  return (
    <QueryView query={shown}>
      {(answer) => (
        <section aria-busy={list.status === 'loading'}>
          <div className={`portal-toolbar ${styles.toolbar}`}>
            <p className="portal-card__meta" data-testid="asset-count">
              {t(countKey, { count: answer.total })}
            </p>
            {answer.total > 0 ? <TableExportButtons name={exportName} columns={columns} rows={everyRow} /> : null}
          </div>
          {answer.list.length === 0 ? (
            <p className="portal-card__meta" role="status" data-testid="asset-none">
              {emptyText}
            </p>
          ) : (
            <>
              <ul className="portal-list" data-testid="asset-rows">
                {answer.list.map((asset) => (
                  <AssetCard key={asset.id} asset={asset} canManage={canManage} onTransferred={list.reload} />
                ))}
              </ul>
              <Pager page={page} size={pageSize} total={answer.total} onPage={setPage} busy={list.status === 'loading'} />
            </>
          )}
        </section>
      )}
    </QueryView>
  );
}

function AssetCard({ asset, canManage, onTransferred }: { asset: Asset; canManage: boolean; onTransferred(): void }) {
  const { t } = useTranslation('asset');
  const money = useMoney();
  const [open, setOpen] = useState<'history' | 'transfer'>();
  const [said, setSaid] = useState<string>();
  const facts: Fact[] = [
    [t('list.number'), asset.number],
    [t('list.model'), asset.model || '—'],
    [t('list.category'), t(`category.${asset.category}`)],
    [t('list.valueShort'), money(asset.valueFen)],
    [t('list.purchasedOn'), asset.purchasedOn],
    [t('list.location'), asset.location],
    [t('list.keeper'), asset.keeper],
    [t('list.department'), asset.department],
  ];
  return (
    <li className="portal-card" data-number={asset.number}>
      <div className={styles.rowHead}>
        <strong>
          {asset.name}
          {asset.fixed ? (
            <span className={`portal-badge portal-badge--info ${styles.badge}`} data-testid="asset-fixed">
              {t('list.fixed')}
            </span>
          ) : null}
        </strong>
        <span className={`portal-badge ${TONE[asset.state]}`} data-state={asset.state}>
          {t(`state.${asset.state}`)}
        </span>
      </div>
      <Facts facts={facts} className={styles.facts} />
      {said ? (
        <p role="status" className="portal-card__meta">
          {said}
        </p>
      ) : null}
      <div className={styles.actions}>
        {asset.transfers > 0 ? (
          <button
            type="button"
            className="portal-button"
            aria-expanded={open === 'history'}
            onClick={() => setOpen(open === 'history' ? undefined : 'history')}
          >
            {open === 'history' ? t('history.hide') : t('history.show', { count: asset.transfers })}
          </button>
        ) : null}
        {canManage && open !== 'transfer' ? (
          <button type="button" className="portal-button" onClick={() => setOpen('transfer')}>
            {t('transfer.open')}
          </button>
        ) : null}
      </div>
      {open === 'history' ? <TransferHistory id={asset.id} number={asset.number} /> : null}
      {open === 'transfer' ? (
        <TransferForm
          asset={asset}
          onCancel={() => setOpen(undefined)}
          onDone={(message) => {
            setSaid(message);
            setOpen(undefined);
            onTransferred();
          }}
        />
      ) : null}
    </li>
  );
}

function TransferHistory({ id, number }: { id: number; number: string }) {
  const { t } = useTranslation('asset');
  const history = useApiQuery('asset.history', { id });
  return (
    <QueryView query={history}>
      {(data) => (
        <section aria-label={t('history.title', { number })}>
          {data.list.length === 0 ? (
            <p className="portal-card__meta">{t('history.none')}</p>
          ) : (
            <ol className={styles.history} data-testid="asset-history">
              {data.list.map((one) => (
                <li key={one.id}>{t('history.entry', { ...one, time: formatDate(one.at, true) })}</li>
              ))}
            </ol>
          )}
        </section>
      )}
    </QueryView>
  );
}

/** The keeper's transfer: the new location and keeper, checked here as the backend checks them, then sent. */
function TransferForm({ asset, onCancel, onDone }: { asset: Asset; onCancel(): void; onDone(message: string): void }) {
  const { t } = useTranslation('asset');
  const api = useApi();
  const [location, setLocation] = useState(asset.location);
  const [keeper, setKeeper] = useState(asset.keeper);
  const [problem, setProblem] = useState<string>();
  const idOf = (field: string) => `asset-${asset.id}-${field}`;
  const transfer = useAction((to: { location: string; keeper: string }, call) => api.post('asset.transfer', { id: asset.id, ...to }, call), {
    onDone: (answer) => onDone(t('transfer.done', { number: asset.number, location: answer.transfer.toLocation, keeper: answer.transfer.toKeeper })),
    failed: (reason) => t('transfer.failed', { reason }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lacking = !location.trim() ? t('transfer.needLocation') : !keeper.trim() ? t('transfer.needKeeper') : undefined;
    setProblem(lacking);
    if (lacking) return transfer.reset();
    void transfer.run({ location: location.trim(), keeper: keeper.trim() });
  };

  return (
    <form className={styles.transfer} onSubmit={submit} aria-label={t('transfer.title', { name: asset.name, number: asset.number })}>
      <strong>{t('transfer.title', { name: asset.name, number: asset.number })}</strong>
      <label htmlFor={idOf('location')} className="portal-field">
        {t('transfer.location')}
        <input
          id={idOf('location')}
          value={location}
          maxLength={40}
          placeholder={t('transfer.locationHint')}
          onChange={(event) => setLocation(event.target.value)}
        />
      </label>
      <label htmlFor={idOf('keeper')} className="portal-field">
        {t('transfer.keeper')}
        <input id={idOf('keeper')} value={keeper} maxLength={20} placeholder={t('transfer.keeperHint')} onChange={(event) => setKeeper(event.target.value)} />
      </label>
      <FormActions action={transfer} submit={t('transfer.submit')} problem={problem} className={styles.actions}>
        <button type="button" className="portal-button" onClick={onCancel}>
          {t('transfer.cancel')}
        </button>
      </FormActions>
    </form>
  );
}
