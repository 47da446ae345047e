/**
 * The asset register's endpoints (widgets/asset): the totals by department and category
 * (`asset.summary`, counted in SQL), one page of the register filtered by department, location and a
 * search over number, name and keeper (`asset.list`), an asset's transfers (`asset.history`), and a
 * transfer (`asset.transfer`: module `manage` only; a new location and a keeper's name; recorded with who,
 * when, from and to). Every key is answered only to users who may open a page of the asset app (staff).
 */
import type { AssetHistoryData, AssetListData, AssetSummaryData, AssetTransferData, Category, Transfer } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type LocalMessage,
  keyedRoutes,
  parseIdParam,
  parseIntegerParam,
  readBody,
  textField,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { FIXED_FROM_FEN } from './assetSeed.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const ASSET_MESSAGES = {
  forbidden: { zh: '资产信息仅对教职工开放', en: 'The asset register is open to staff only', tw: '資產資訊僅對教職工開放' },
  manageOnly: { zh: '只有资产管理员可以登记调拨', en: 'Only the asset keeper can record a transfer', tw: '只有資產管理員可以登記調撥' },
  notFound: { zh: '该资产不存在', en: 'This asset does not exist', tw: '該資產不存在' },
  badId: { zh: '缺少资产编号', en: 'The asset number is missing', tw: '缺少資產編號' },
  noLocation: { zh: '请填写新存放地点', en: 'Enter the new location', tw: '請填寫新存放地點' },
  badLocation: { zh: '存放地点最多 40 个字', en: 'The location can be at most 40 characters', tw: '存放地點最多 40 個字' },
  badKeeper: {
    zh: '保管人须填写姓名（2 到 20 个汉字或字母）',
    en: 'The keeper must be a name (2 to 20 Chinese characters or letters)',
    tw: '保管人須填寫姓名（2 到 20 個漢字或字母）',
  },
  unchanged: { zh: '存放地点和保管人都没有变化', en: 'Neither the location nor the keeper has changed', tw: '存放地點和保管人都沒有變化' },
} as const satisfies Record<string, LocalMessage>;

const CATEGORIES: readonly Category[] = ['electronic', 'furniture', 'general', 'special', 'books', 'vehicle'];
/** A person's name: Chinese characters or Latin letters, a middle dot or a space between parts; no digits. */
const NAME = /^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z·. ]{0,18}[\p{Script=Han}A-Za-z.]$/u;
const MAX_LOCATION = 40;
const MAX_SIZE = 50;

interface AssetRow {
  id: number;
  number: string;
  name: string;
  model: string;
  category: Category;
  department: string;
  location: string;
  keeper: string;
  value_fen: number;
  purchased_on: string;
  state: AssetListData['list'][number]['state'];
  transfers: number;
}

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
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  // Each route names its refusal: a student is told the register is the staff's, a teacher that only the
  // asset keeper records transfers (the key's declared `grant` adds module manage to the latter).
  const staffOnly = requireGrant(services, { message: ASSET_MESSAGES.forbidden });

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

  routes.get('asset.summary', staffOnly, (c) => {
    const categories = new Map(byCategory.all().map((row) => [row.category, row]));
    const data: AssetSummaryData = {
      total: totals.get(FIXED_FROM_FEN)!,
      fixedFromFen: FIXED_FROM_FEN,
      departments: byDepartment.all(FIXED_FROM_FEN),
      categories: CATEGORIES.flatMap((category) => {
        const row = categories.get(category);
        return row ? [{ category, count: row.count, valueFen: row.valueFen }] : [];
      }),
    };
    return replyOk(c, data);
  });

  routes.get('asset.list', staffOnly, (c) => {
    const pageNumber = parseIntegerParam(c.req.query('page'), 'page', { min: 1, max: 100_000, fallback: 1 });
    if (!pageNumber.ok) return replyFail(c, SandboxErrorCode.badRequest, pageNumber.message);
    const size = parseIntegerParam(c.req.query('size'), 'size', { min: 1, max: MAX_SIZE, fallback: 20 });
    if (!size.ok) return replyFail(c, SandboxErrorCode.badRequest, size.message);
    const optional = (name: string) => tidy(c.req.query(name) ?? '') || null;
    const filter: Filter = { dept: optional('dept'), location: optional('location'), q: optional('q') };
    const data: AssetListData = {
      total: count.get(filter)!.total,
      list: page.all({ ...filter, limit: size.value, offset: (pageNumber.value - 1) * size.value }).map((row) => ({
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
    };
    return replyOk(c, data);
  });

  routes.get('asset.history', staffOnly, (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const asset = one.get(id.value);
    if (!asset) return replyFail(c, SandboxErrorCode.notFound, ASSET_MESSAGES.notFound);
    return replyOk(c, { number: asset.number, list: history.all(id.value).map(toTransfer) } satisfies AssetHistoryData);
  });

  routes.post('asset.transfer', requireGrant(services, { message: ASSET_MESSAGES.manageOnly }), async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const id = Number(read.body.id);
    if (!Number.isInteger(id) || id < 1) return replyFail(c, SandboxErrorCode.badRequest, ASSET_MESSAGES.badId);
    const location = tidy(textField(read.body, 'location') ?? '');
    const keeper = tidy(textField(read.body, 'keeper') ?? '');
    if (!location) return replyFail(c, SandboxErrorCode.badRequest, ASSET_MESSAGES.noLocation);
    if (location.length > MAX_LOCATION) return replyFail(c, SandboxErrorCode.badRequest, ASSET_MESSAGES.badLocation);
    if (!NAME.test(keeper)) return replyFail(c, SandboxErrorCode.badRequest, ASSET_MESSAGES.badKeeper);
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
    return replyOk(c, { id, transfer: toTransfer(recorded.get(outcome)!) } satisfies AssetTransferData);
  });

  return routes;
}
