/** The micro-station widget's backend (微站): tables `stations` and `station_articles`, and `/api/microStation/*`. */
import { createMicroStationRoutes } from './routes.ts';
import { SEED_STATIONS, stationArticles } from './seed.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'micro-station',
  migrations: [
    {
      version: 1,
      description: "stations and station_articles: the colleges' and offices' micro stations (微站) and their articles",
      up(db) {
        db.exec(`
          CREATE TABLE IF NOT EXISTS stations (
            id         INTEGER PRIMARY KEY,
            sort_order INTEGER NOT NULL,
            name       TEXT    NOT NULL,
            kind       TEXT    NOT NULL,
            intro      TEXT    NOT NULL
          );
          CREATE TABLE IF NOT EXISTS station_articles (
            id           INTEGER PRIMARY KEY,
            station_id   INTEGER NOT NULL REFERENCES stations (id) ON DELETE CASCADE,
            title        TEXT    NOT NULL,
            summary      TEXT    NOT NULL,
            author       TEXT    NOT NULL,
            published_at INTEGER NOT NULL,
            views        INTEGER NOT NULL DEFAULT 0,
            content      TEXT    NOT NULL
          );
          CREATE INDEX IF NOT EXISTS station_articles_by_station ON station_articles (station_id, published_at DESC, id DESC);
        `);
        // IF NOT EXISTS and seeding only an empty table: a database whose module records were lost keeps its rows.
        if (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM stations').get()!.n > 0) return;
        const insertStation = db.prepare('INSERT INTO stations (sort_order, name, kind, intro) VALUES (?, ?, ?, ?)');
        const insertArticle = db.prepare(`
          INSERT INTO station_articles (station_id, title, summary, author, published_at, views, content)
          VALUES (@stationId, @title, @summary, @author, @publishedAt, @views, @content)
        `);
        SEED_STATIONS.forEach((station, index) => {
          const stationId = Number(insertStation.run(index + 1, station.name, station.kind, station.intro).lastInsertRowid);
          for (const article of stationArticles(station, index)) insertArticle.run({ stationId, ...article });
        });
      },
    },
  ],
  mount(api, services) {
    api.route('/', createMicroStationRoutes(services.db));
  },
};

export default backend;
