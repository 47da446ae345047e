/**
 * The campus map's endpoints: `school-map.buildings` (the plan and the buildings, searched by name or alias
 * in any language, spaces and case ignored) and `school-map.guide` (the routes from the gates to the
 * registration points). Texts in the reader's language; answers validate against contracts/ (backend.test.ts).
 */
import type { Hono } from 'hono';
import { keyedRoutes, readerLanguage, type InThreeLanguages, type Language, type SandboxDatabase } from '../../../sandbox/kit.ts';
import type { Category, Plan } from '../generated/types.ts';
import { CATEGORY_NAMES, PLAN, WALKING_METRES_PER_MINUTE, pathLength } from './seed.ts';

interface BuildingRow {
  id: number;
  category: Category;
  name: string;
  aliases: string;
  x: number;
  y: number;
  w: number;
  h: number;
  lat: number;
  lng: number;
  summary: string;
  inside: string;
  hours: string | null;
  tour: number | null;
}

interface RouteRow {
  id: number;
  from_id: number;
  to_id: number;
  purpose: string;
  hours: string | null;
  steps: string;
  path: string;
}

/** What a search compares: without spaces, in lower case (`一 教` and `t1` find 第一教学楼). */
export const searchForm = (text: string): string => text.replace(/\s+/g, '').toLowerCase();

/** A building matches a search by any of its names, in any language, or any alias. */
const matches = (q: string, row: BuildingRow) =>
  [...Object.values(JSON.parse(row.name) as InThreeLanguages), ...(JSON.parse(row.aliases) as string[])].some((text) => searchForm(text).includes(q));

/** The guide's opening word to new students. */
const GUIDE_INTRO: InThreeLanguages = {
  zh: '新生报到请携带录取通知书、身份证和近期证件照。先到学院报到注册，再领取校园卡、办理入住。',
  en: 'Bring your admission letter, ID card and a recent photo. Register with your college first, then collect your campus card and move in.',
  tw: '新生報到請攜帶錄取通知書、身分證和近期證件照。先到學院報到註冊，再領取校園卡、辦理入住。',
};

export function createSchoolMapRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  const buildings = db.prepare<[], BuildingRow>('SELECT * FROM school_map_buildings ORDER BY sort_order, id');
  const features = db.prepare<[], { kind: Plan['features'][number]['kind']; d: string; name: string | null }>(
    'SELECT kind, d, name FROM school_map_features ORDER BY id',
  );
  const guideRoutes = db.prepare<[], RouteRow>('SELECT * FROM school_map_routes ORDER BY id');

  const planIn = (language: Language): Plan => ({
    name: PLAN.name[language],
    width: PLAN.width,
    height: PLAN.height,
    features: features.all().map((f) => ({ kind: f.kind, d: f.d, ...(f.name ? { name: (JSON.parse(f.name) as InThreeLanguages)[language] } : {}) })),
  });

  routes.get('school-map.buildings', (c, { input, ok }) => {
    const language = readerLanguage(c);
    const local = (json: string) => (JSON.parse(json) as InThreeLanguages)[language];
    const q = searchForm(input.q ?? '');
    const found = buildings.all().filter((row) => q === '' || matches(q, row));
    const categories = (Object.keys(CATEGORY_NAMES) as Category[])
      .map((id) => ({ id, name: CATEGORY_NAMES[id][language], count: found.filter((row) => row.category === id).length }))
      .filter((category) => category.count > 0);
    const shown = input.category ? found.filter((row) => row.category === input.category) : found;
    return ok({
      plan: planIn(language),
      categories,
      total: shown.length,
      buildings: shown.map((row) => ({
        id: row.id,
        name: local(row.name),
        aliases: JSON.parse(row.aliases) as string[],
        category: row.category,
        x: row.x,
        y: row.y,
        w: row.w,
        h: row.h,
        lat: row.lat,
        lng: row.lng,
        summary: local(row.summary),
        inside: (JSON.parse(row.inside) as InThreeLanguages[]).map((item) => item[language]),
        ...(row.hours ? { hours: local(row.hours) } : {}),
        ...(row.tour ? { tour: row.tour } : {}),
      })),
    });
  });

  routes.get('school-map.guide', (c, { ok }) => {
    const language = readerLanguage(c);
    const local = (json: string) => (JSON.parse(json) as InThreeLanguages)[language];
    return ok({
      intro: GUIDE_INTRO[language],
      plan: planIn(language),
      places: buildings
        .all()
        .map((row) => ({ id: row.id, name: local(row.name), category: row.category, x: row.x, y: row.y, w: row.w, h: row.h, lat: row.lat, lng: row.lng })),
      routes: guideRoutes.all().map((row) => {
        const path = JSON.parse(row.path) as Array<[number, number]>;
        const meters = Math.round(pathLength(path));
        return {
          id: row.id,
          from: row.from_id,
          to: row.to_id,
          purpose: local(row.purpose),
          ...(row.hours ? { hours: local(row.hours) } : {}),
          meters,
          minutes: Math.max(1, Math.ceil(meters / WALKING_METRES_PER_MINUTE)),
          steps: (JSON.parse(row.steps) as Record<Language, string[]>)[language],
          path,
        };
      }),
    });
  });

  return routes.app;
}
