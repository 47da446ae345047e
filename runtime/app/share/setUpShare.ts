import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { ApiClient } from '../api/requestClient.ts';
import { shareRequest } from './shareRequest.ts';
import { configureShare, type ShareInfo, type WeChatSdk } from './wechatShare.ts';

/**
 * Runs the share setup for the current page: share-info first, the menu only after it succeeds (legacy-portal §4),
 * request failures silent (legacy-portal §7).
 */
export async function setUpShare(input: {
  api: ApiClient;
  manifest: ResolvedSiteManifest;
  href: string;
  pageName: string;
  title: string;
  loadSdk: () => Promise<WeChatSdk>;
  alert: (text: string) => void;
}): Promise<boolean> {
  const { api, manifest, href, pageName, title } = input;
  let info: ShareInfo | undefined;
  try {
    const d = (await api.post('share.shareConpifigApi', shareRequest(href, pageName, manifest.share), { login: 'return' })) as { info?: ShareInfo } | null;
    info = d?.info;
  } catch {
    return false;
  }
  if (!info?.config) return false;
  let wx: WeChatSdk;
  try {
    wx = await input.loadSdk();
  } catch {
    return false;
  }
  configureShare(wx, info, { title, link: href, imgUrl: new URL(manifest.branding.logo, href).href }, input.alert);
  return true;
}
