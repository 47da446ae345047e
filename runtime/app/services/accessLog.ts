/**
 * Spec §7 access log (newsaveLog): on each navigation to a page with an app key, POST appkey, url,
 * timestamp in seconds and signature = md5 over appkey, timestamp and url (in that order). The answer
 * and any error are ignored; a site can switch it off (manifest `accessLog.enabled`).
 */
import type { ApiClient } from '../api/requestClient.ts';
import { md5Hex } from '../legacy/md5.ts';

export function accessLogEntry(appkey: string, url: string, now: number = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return { appkey, url, timestamp, signature: md5Hex(`${appkey}${timestamp}${url}`) };
}

export function sendAccessLog(api: ApiClient, appkey: string, url: string): void {
  api.post('log.newsaveLog', accessLogEntry(appkey, url), { login: 'return' }).catch(() => undefined);
}
