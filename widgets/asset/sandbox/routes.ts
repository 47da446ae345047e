/**
 * The asset register's endpoints (widgets/asset): the totals by department and category
 * (`asset.summary`, counted in SQL), one page of the register filtered by department, location and a
 * search over number, name and keeper (`asset.list`), an asset's transfers (`asset.history`), and a
 * transfer (`asset.transfer`: module `manage` only; a new location and a keeper's name; recorded with who,
 * when, from and to). Every key is answered only to users who may open a page of the asset app (staff).
 */
import type { Asset, AssetSummaryData, Category, Transfer } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { FIXED_FROM_FEN } from './assetSeed.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const ASSET_MESSAGES = {
  forbidden: { zh: '资产信息仅对教职工开放', en: 'The asset register is open to staff only', tw: '資產資訊僅對教職工開放' },
  manageOnly: { zh: '只有资产管理员可以登记调拨', en: 'Only the asset keeper can record a transfer', tw: '只有資產管理員可以登記調撥' },
  notFound: { zh: '该资产不存在', en: 'This asset does not exist', tw: '該資產不存在' },
  unchanged: { zh: '存放地点和保管人都没有变化', en: 'Neither the location nor the keeper has changed', tw: '存放地點和保管人都沒有變化' },
} as const satisfies Record<string, LocalMessage>;

const CATEGORIES: readonly Category[] = ['electronic', 'furniture', 'general', 'special', 'books', 'vehicle'];

/** A row of asset_items (money and the purchase day as stored), with its count of transfers. */
type AssetRow = Omit<Asset, 'valueFen' | 'purchasedOn' | 'fixed'> & { value_fen: number; purchased_on: string };

interface TransferRow {
  id: number;
  at: number;
  by_name: string;
  from_location: string;
  to_location: string;
  from_keeper: string;
  to_keeper: string;
}

const toTransfer = (row: TransferRow): Transfer => ({
  id: row.id,
  at: row.at,
  by: row.by_name,
  fromLocation: row.from_location,
  toLocation: row.to_location,
  fromKeeper: row.from_keeper,
  toKeeper: row.to_keeper,
});

/** Spaces as one, ends trimmed: `信息楼  305 ` and `信息楼 305` are one room. */
const tidy = (text: string) => text.trim().replace(/\s+/gu, ' ');

export function createAssetRoutes(services: SandboxServices) {
  const { db } = services;
  // Each side names its refusal, asked before a query or body is checked: a student is told the register
  // is the staff's, a teacher that only the asset keeper records transfers (the key's declared `grant`
  // adds module manage to the latter).
  const routes = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: ASSET_MESSAGES.forbidden }));
  const keeping = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: ASSET_MESSAGES.manageOnly }));

  const totals = db.prepare<[number], { count: number; valueFen: number; fixedCount: number }>(`
    SELECT count(*) AS count, coalesce(sum(value_fen), 0) AS valueFen, coalesce(sum(value_fen >= ?), 0) AS fixedCount FROM asset_items`);
  const byDepartment = db.prepare<[number], AssetSummaryData['departments'][number]>(`
    SELECT department AS name, count(*) AS count, sum(value_fen) AS valueFen, sum(value_fen >= ?) AS fixedCount
    FROM asset_items GROUP BY department ORDER BY valueFen DESC, name`);
  const byCategory = db.prepare<[], { category: Category; count: number; valueFen: number }>(`
    SELECT category, count(*) AS count, sum(value_fen) AS valueFen FROM asset_items GROUP BY category`);

  // One filter, three optional parts (NULL: not asked). A location matches as a room or as a building
  // (`信息楼` finds `信息楼 305`); the search finds a part of the number (any case), the name or the keeper.
  const FILTER = `
    FROM asset_items a
    WHERE (:dept IS NULL OR a.department = :dept)
      AND (:location IS NULL OR a.location = :location OR substr(a.location, 1, length(:location) + 1) = :location || ' ')
      AND (:q IS NULL OR instr(upper(a.number), upper(:q)) > 0 OR instr(a.name, :q) > 0 OR instr(a.keeper, :q) > 0)`;
  type Filter = { dept: string | null; location: string | null; q: string | null };
  const count = db.prepare<[Filter], { total: number }>(`SELECT count(*) AS total ${FILTER}`);
  const page = db.prepare<[Filter & { limit: number; offset: number }], AssetRow>(`
    SELECT a.*, (SELECT count(*) FROM asset_transfers t WHERE t.asset_id = a.id) AS transfers ${FILTER}
    ORDER BY a.number LIMIT :limit OFFSET :offset`);
  const departments = db.prepare<[], { department: string }>('SELECT DISTINCT department FROM asset_items ORDER BY department');
  const buildings = db.prepare<[], { building: string }>(`
    SELECT DISTINCT CASE WHEN instr(location, ' ') > 0 THEN substr(location, 1, instr(location, ' ') - 1) ELSE location END AS building
    FROM asset_items ORDER BY building`);
  const one = db.prepare<[number], AssetRow>('SELECT *, 0 AS transfers FROM asset_items WHERE id = ?');
  const history = db.prepare<[number], TransferRow>('SELECT * FROM asset_transfers WHERE asset_id = ? ORDER BY at DESC, id DESC');
  const move = db.prepare<[string, string, number]>('UPDATE asset_items SET location = ?, keeper = ? WHERE id = ?');
  const record = db.prepare<[number, number, string, string, string, string, string, string]>(`
    INSERT INTO asset_transfers (asset_id, at, by_username, by_name, from_location, to_location, from_keeper, to_keeper)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const recorded = db.prepare<[number], TransferRow>('SELECT * FROM asset_transfers WHERE id = ?');

  routes.get('asset.summary', (_c, { ok }) => {
    const categories = new Map(byCategory.all().map((row) => [row.category, row]));
    return ok({
      total: totals.get(FIXED_FROM_FEN)!,
      fixedFromFen: FIXED_FROM_FEN,
      departments: byDepartment.all(FIXED_FROM_FEN),
      categories: CATEGORIES.flatMap((category) => {
        const row = categories.get(category);
        return row ? [{ category, count: row.count, valueFen: row.valueFen }] : [];
      }),
    });
  });

  routes.get('asset.list', (_c, { input, ok }) => {
    const { size, offset } = pageWindow(input, 20);
    const optional = (text: string | undefined) => tidy(text ?? '') || null;
    const filter: Filter = { dept: optional(input.dept), location: optional(input.location), q: optional(input.q) };
    return ok({
      total: count.get(filter)!.total,
      list: page.all({ ...filter, limit: size, offset }).map((row) => ({
        id: row.id,
        number: row.number,
        name: row.name,
        model: row.model,
        category: row.category,
        department: row.department,
        location: row.location,
        keeper: row.keeper,
        valueFen: row.value_fen,
        purchasedOn: row.purchased_on,
        state: row.state,
        fixed: row.value_fen >= FIXED_FROM_FEN,
        transfers: row.transfers,
      })),
      departments: departments.all().map((row) => row.department),
      buildings: buildings.all().map((row) => row.building),
    });
  });

  routes.get('asset.history', (c, { input, ok }) => {
    const asset = one.get(input.id);
    if (!asset) return replyFail(c, SandboxErrorCode.notFound, ASSET_MESSAGES.notFound);
    return ok({ number: asset.number, list: history.all(input.id).map(toTransfer) });
  });

  keeping.post('asset.transfer', (c, { input, ok }) => {
    const { id } = input;
    const location = tidy(input.location);
    const keeper = tidy(input.keeper);
    const user = c.get('user');
    const at = epochSeconds(services);
    // Read and write in one IMMEDIATE transaction: the history's "from" is what the row held when moved.
    const transfer = db.transaction((): 'missing' | 'unchanged' | number => {
      const asset = one.get(id);
      if (!asset) return 'missing';
      if (asset.location === location && asset.keeper === keeper) return 'unchanged';
      move.run(location, keeper, id);
      return Number(record.run(id, at, user.username, user.name, asset.location, location, asset.keeper, keeper).lastInsertRowid);
    });
    const outcome = transfer.immediate();
    if (outcome === 'missing') return replyFail(c, SandboxErrorCode.notFound, ASSET_MESSAGES.notFound);
    if (outcome === 'unchanged') return replyFail(c, SandboxErrorCode.conflict, ASSET_MESSAGES.unchanged);
    return ok({ id, transfer: toTransfer(recorded.get(outcome)!) });
  });

  routes.app.route('/', keeping.app);
  return routes;
}
