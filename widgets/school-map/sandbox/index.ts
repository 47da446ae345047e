/** The school-map widget's backend: the campus plan, its buildings and the new students' routes (tables `school_map_*`). */
import type { SandboxModule } from '../../../sandbox/kit.ts';
import { createSchoolMapRoutes } from './routes.ts';
import { SEED_BUILDINGS, SEED_FEATURES, SEED_ROUTES, geoOf } from './seed.ts';

const backend: SandboxModule = {
  name: 'school-map',
  migrations: [
    {
      version: 1,
      description: 'school_map_features, school_map_buildings, school_map_routes: the demo campus plan, its buildings and the routes from the gates',
      up(db) {
        // Texts are JSON { zh, en, tw } (inside: a list of them; steps: { zh: [...], en: [...], tw: [...] }).
        db.exec(`
          CREATE TABLE school_map_features (
            id         INTEGER PRIMARY KEY,
            kind       TEXT NOT NULL CHECK (kind IN ('road', 'water', 'green', 'field')),
            d          TEXT NOT NULL,
            name       TEXT
          );
          CREATE TABLE school_map_buildings (
            id         INTEGER PRIMARY KEY,
            sort_order INTEGER NOT NULL,
            category   TEXT    NOT NULL,
            name       TEXT    NOT NULL,
            aliases    TEXT    NOT NULL,
            x REAL NOT NULL, y REAL NOT NULL, w REAL NOT NULL, h REAL NOT NULL,
            lat REAL NOT NULL, lng REAL NOT NULL,
            summary    TEXT    NOT NULL,
            inside     TEXT    NOT NULL,
            hours      TEXT,
            tour       INTEGER
          );
          CREATE TABLE school_map_routes (
            id         INTEGER PRIMARY KEY,
            from_id    INTEGER NOT NULL REFERENCES school_map_buildings (id),
            to_id      INTEGER NOT NULL REFERENCES school_map_buildings (id),
            purpose    TEXT    NOT NULL,
            hours      TEXT,
            steps      TEXT    NOT NULL,
            path       TEXT    NOT NULL
          );
        `);
        const feature = db.prepare('INSERT INTO school_map_features (kind, d, name) VALUES (?, ?, ?)');
        for (const f of SEED_FEATURES) feature.run(f.kind, f.d, f.name ? JSON.stringify(f.name) : null);
        const building = db.prepare(`
          INSERT INTO school_map_buildings (sort_order, category, name, aliases, x, y, w, h, lat, lng, summary, inside, hours, tour)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        `);
        const ids = new Map<string, number | bigint>();
        SEED_BUILDINGS.forEach((b, index) => {
          // A building stands on the earth at its footprint's centre: near enough to its door for a walking route.
          const { lat, lng } = geoOf(b.x, b.y);
          const id = building.run(
            index + 1,
            b.category,
            JSON.stringify(b.name),
            JSON.stringify(b.aliases),
            b.x,
            b.y,
            b.w,
            b.h,
            lat,
            lng,
            JSON.stringify(b.summary),
            JSON.stringify(b.inside),
            b.hours ? JSON.stringify(b.hours) : null,
            b.tour ?? null,
          ).lastInsertRowid;
          ids.set(b.name.zh, id);
        });
        const route = db.prepare('INSERT INTO school_map_routes (from_id, to_id, purpose, hours, steps, path) VALUES (?, ?, ?, ?, ?, ?)');
        for (const r of SEED_ROUTES) {
          const steps = { zh: r.steps.map((s) => s.zh), en: r.steps.map((s) => s.en), tw: r.steps.map((s) => s.tw) };
          route.run(
            ids.get(r.from),
            ids.get(r.to),
            JSON.stringify(r.purpose),
            r.hours ? JSON.stringify(r.hours) : null,
            JSON.stringify(steps),
            JSON.stringify(r.path),
          );
        }
      },
    },
  ],
  mount(api, services) {
    api.route('/', createSchoolMapRoutes(services.db));
  },
};

export default backend;
