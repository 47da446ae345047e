/**
 * The news widget's backend: the news office's articles (table `news`) in their channels, and
 * `/api/news/*`. Also answers `/api/cms/v2/articles`, the path sites/hill-university.json points
 * news.list at, so the example school shows an API override working end to end.
 */
import { type SandboxModule, apiDeclarations } from '../../../sandbox/kit.ts';
import { createNewsRoutes } from './routes.ts';
import { SEED_ARTICLES } from './seed.ts';

const backend: SandboxModule = {
  name: 'news',
  migrations: [
    {
      version: 1,
      description: 'news articles, seeded with the news office demo articles',
      up(db) {
        // IF NOT EXISTS and seeding only an empty table: databases from before modules existed already
        // hold the table (it was the core's version 1); their rows are kept, never doubled.
        db.exec(`
          CREATE TABLE IF NOT EXISTS news (
            id           INTEGER PRIMARY KEY,
            channel      TEXT    NOT NULL,
            title        TEXT    NOT NULL,
            summary      TEXT    NOT NULL,
            source       TEXT    NOT NULL,
            author       TEXT,
            cover        TEXT,
            published_at INTEGER NOT NULL,
            views        INTEGER NOT NULL DEFAULT 0,
            content      TEXT    NOT NULL
          );
          CREATE INDEX IF NOT EXISTS news_by_channel_and_date ON news (channel, published_at DESC, id DESC);
          CREATE INDEX IF NOT EXISTS news_by_date ON news (published_at DESC, id DESC);
        `);
        const { n } = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM news').get()!;
        if (n > 0) return;
        const insert = db.prepare(`
          INSERT INTO news (channel, title, summary, source, author, cover, published_at, views, content)
          VALUES (@channel, @title, @summary, @source, @author, @cover, @publishedAt, @views, @content)
        `);
        for (const article of SEED_ARTICLES) insert.run({ ...article, author: article.author ?? null, cover: article.cover ?? null });
      },
    },
  ],
  mount(api, services) {
    const news = createNewsRoutes(services);
    api.route('/', news);
    // No key: it is news.list again, at the path a site overrides it to (no widget declares this path).
    const listPath = apiDeclarations().get('news.list')!.path;
    // The request's headers go along: its session and site decide which channels it may read.
    api.get('/cms/v2/articles', (c) => news.fetch(new Request(new URL(`${listPath}${new URL(c.req.url).search}`, c.req.url), { headers: c.req.raw.headers })));
  },
};

export default backend;
