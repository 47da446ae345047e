/**
 * `POST /api/site/settings/info` (legacy-portal §7 settsaveInfors): the copyright line and logo the browser puts
 * in the page. Public. `site_logo` is empty on purpose: the browser then shows its default logo, which
 * is the path the demo should exercise.
 */
import { Hono } from 'hono';
import { replyOk } from '../envelope.ts';

export interface SiteSettingsData {
  copyright: string;
  site_logo: string;
}

export const SITE_SETTINGS: Readonly<SiteSettingsData> = {
  copyright: '© 2026 示范大学 版权所有 · 京ICP备00000000号',
  site_logo: '',
};

export function createSiteSettingsRoutes(): Hono {
  const routes = new Hono();
  routes.post('/settings/info', (c) => replyOk<SiteSettingsData>(c, { ...SITE_SETTINGS }));
  return routes;
}
