/**
 * The asset register's backend (widget asset): tables `asset_items` (the register, money in fen)
 * and `asset_transfers` (who moved what, when, from where and whom to where and whom); routes
 * `/api/asset/*` (routes.ts). Adds the demo account `assetkeeper` (孙建国, 国有资产管理处), the one who
 * records transfers. Teachers, staff and the administrator read the register; students have no entry.
 */
import { addWidgetAccounts, type SandboxModule, type PermissionMap } from '../../../sandbox/kit.ts';
import { DEMO_ASSET_KEEPER, writeAssetSeed } from './assetSeed.ts';
import { createAssetRoutes } from './routes.ts';

const READ = ['index', 'list', 'search'];
// The app key of the demo site (sites/demo.json `asset`); module `manage` is the transfer (widget.json `grant`).
const READER: PermissionMap = { asset: { module: READ } };
const KEEPER: PermissionMap = { asset: { module: [...READ, 'manage'] } };

const backend: SandboxModule = {
  name: 'asset',
  migrations: [
    {
      version: 1,
      description: 'asset register (资产管理): about 400 assets of the colleges and offices, their transfers; the demo asset keeper account',
      up(db) {
        db.exec(`
          CREATE TABLE asset_items (
            id           INTEGER PRIMARY KEY,
            number       TEXT    NOT NULL UNIQUE,
            name         TEXT    NOT NULL,
            model        TEXT    NOT NULL,
            category     TEXT    NOT NULL CHECK (category IN ('electronic', 'furniture', 'general', 'special', 'books', 'vehicle')),
            department   TEXT    NOT NULL,
            location     TEXT    NOT NULL,
            keeper       TEXT    NOT NULL,
            value_fen    INTEGER NOT NULL CHECK (value_fen >= 0),
            purchased_on TEXT    NOT NULL,
            state        TEXT    NOT NULL CHECK (state IN ('inUse', 'idle', 'repair', 'scrapping'))
          );
          CREATE INDEX asset_by_department ON asset_items (department, number);
          CREATE TABLE asset_transfers (
            id            INTEGER PRIMARY KEY,
            asset_id      INTEGER NOT NULL REFERENCES asset_items (id),
            at            INTEGER NOT NULL,
            by_username   TEXT    NOT NULL,
            by_name       TEXT    NOT NULL,
            from_location TEXT    NOT NULL,
            to_location   TEXT    NOT NULL,
            from_keeper   TEXT    NOT NULL,
            to_keeper     TEXT    NOT NULL
          );
          CREATE INDEX asset_transfers_by_asset ON asset_transfers (asset_id, at);
        `);
        writeAssetSeed(db);
        // A staff member like the others (the staff's apps), who also records transfers in the register.
        addWidgetAccounts(db, [{ ...DEMO_ASSET_KEEPER, like: 'staff', grants: KEEPER }]);
      },
    },
  ],
  // Staff read the register (the campus staff roles through the role they are a kind of); students get
  // nothing. The administrator, who may do whatever any role may, also records transfers.
  grants: {
    teacher: READER,
    staff: READER,
    admin: KEEPER,
  },
  mount(api, services) {
    api.route('/', createAssetRoutes(services).app);
  },
};

export default backend;
