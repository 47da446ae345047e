/**
 * `POST /api/wap/share-info/info` (legacy-portal §7 shareConpifigApi): what the in-app browser's share menu
 * needs for a page — a JS-SDK style `config` (appId, timestamp, nonceStr, signature) and the share
 * card (image, title, desc, url). Public.
 *
 * The signature follows the messenger JS-SDK: sha1 hex of
 * `jsapi_ticket=<ticket>&noncestr=<nonceStr>&timestamp=<timestamp>&url=<url without #fragment>`.
 * The sandbox has no real ticket, so it signs with {@link DEMO_JSAPI_TICKET}; the in-app browser will
 * not accept it, which is expected outside a real deployment.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyFail, replyOk, SandboxErrorCode, type InThreeLanguages } from '../envelope.ts';
import { readBody, REQUEST_BODY_MESSAGES, textField } from '../requestBody.ts';
import { epochSeconds, type SandboxServices } from '../services.ts';
import { CONTROL_OR_SPACE } from '../../runtime/shared/unsafeUrlCharacters.ts';

export const SHARE_APP_ID = 'wx0000000000demo';
export const DEMO_JSAPI_TICKET = 'sandbox-demo-jsapi-ticket';
/** An image the portal ships (runtime/app/public/static/favicon.svg). */
export const SHARE_IMAGE = '/static/favicon.svg';
export const SHARE_DESC = '示范大学校园门户：新闻、通知与校园服务一站直达';
const SITE_NAME = '示范大学';
const MAX_URL_LENGTH = 2048;

/** The share call's refusals, in the three languages (the reader gets theirs through replyFail). */
export const SHARE_MESSAGES = {
  noUrl: {
    zh: '缺少参数 url：请传入要分享的页面地址',
    en: 'Parameter url is missing: send the address of the page to share',
    tw: '缺少參數 url：請傳入要分享的頁面網址',
  },
  badUrl: {
    zh: '参数 url 无效：应为 http(s) 页面地址',
    en: 'Parameter url is invalid: it should be an http(s) page address',
    tw: '參數 url 無效：應為 http(s) 頁面網址',
  },
} as const satisfies Record<string, InThreeLanguages>;

/** Share titles by service (an app key, or the page's module when the browser sends a page name). */
const SHARE_TITLES: Readonly<Record<string, string>> = {
  news: '新闻资讯',
  tjuNews: '校园要闻',
  tjuNotice: '通知公告',
  tjuOfficial: '官方发布',
  home: '校园门户',
  polymerization: '校园门户',
  applicationSquare: '应用广场',
  composition: '应用中心',
};

export function shareTitle(service: string | undefined): string {
  const key = (service ?? '').trim().split('/')[0] ?? '';
  const title = Object.hasOwn(SHARE_TITLES, key) ? SHARE_TITLES[key] : undefined;
  return title ? `${SITE_NAME} · ${title}` : `${SITE_NAME}校园门户`;
}

/** The JS-SDK signature over a page url (its fragment is not signed). */
export function shareSignature(nonceStr: string, timestamp: number, url: string, ticket = DEMO_JSAPI_TICKET): string {
  const signed = url.split('#')[0] ?? '';
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${signed}`, 'utf8').digest('hex');
}

/** A page url: absolute http(s), or a path on this origin. */
function isPageUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH || CONTROL_OR_SPACE.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

export interface ShareInfoData {
  info: {
    config: { appId: string; timestamp: number; nonceStr: string; signature: string };
    image: string;
    title: string;
    desc: string;
    url: string;
    wid: string;
  };
}

export function createShareRoutes(services: SandboxServices): Hono {
  const routes = new Hono();
  routes.post(
    '/share-info/info',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => replyFail(c, SandboxErrorCode.payloadTooLarge, REQUEST_BODY_MESSAGES.tooLarge, 413),
    }),
    async (c) => {
      const read = await readBody(c);
      if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
      const url = (textField(read.body, 'url') ?? '').trim();
      if (url === '') return replyFail(c, SandboxErrorCode.badRequest, SHARE_MESSAGES.noUrl);
      if (!isPageUrl(url)) return replyFail(c, SandboxErrorCode.badRequest, SHARE_MESSAGES.badUrl);

      const timestamp = epochSeconds(services);
      const nonceStr = randomBytes(8).toString('hex');
      const data: ShareInfoData = {
        info: {
          config: { appId: SHARE_APP_ID, timestamp, nonceStr, signature: shareSignature(nonceStr, timestamp, url) },
          image: SHARE_IMAGE,
          title: shareTitle(textField(read.body, 'service')),
          desc: SHARE_DESC,
          url,
          wid: 'demo',
        },
      };
      return replyOk(c, data);
    },
  );
  return routes;
}
