/**
 * Spec §7 share, in WeChat: after the share-info call succeeds, the in-app browser's share menu gets 5
 * entries (timeline, friends, QQ, Weibo, QZone) with imgUrl, title, desc and link. A failed request is
 * ignored; a failed JS-SDK config shows an alert with the serialized error and 配置信息验证失败.
 */
export interface ShareInfo {
  config: { appId: string; timestamp: number | string; nonceStr: string; signature: string };
  image?: string;
  title?: string;
  desc?: string;
  url?: string;
  wid?: string;
}

export type SharePayload = { imgUrl: string; title: string; desc: string; link: string };

/** The part of WeChat's JS-SDK (`window.wx`) the portal uses. */
export interface WeChatSdk {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  error(callback: (error: unknown) => void): void;
  onMenuShareTimeline(payload: SharePayload): void;
  onMenuShareAppMessage(payload: SharePayload): void;
  onMenuShareQQ(payload: SharePayload): void;
  onMenuShareWeibo(payload: SharePayload): void;
  onMenuShareQZone(payload: SharePayload): void;
}

export const shareMenuEntries = ['onMenuShareTimeline', 'onMenuShareAppMessage', 'onMenuShareQQ', 'onMenuShareWeibo', 'onMenuShareQZone'] as const;

export const configFailedText = '配置信息验证失败';

export function configureShare(wx: WeChatSdk, info: ShareInfo, fallback: { title: string; link: string; imgUrl: string }, alert: (text: string) => void): void {
  // scanQRCode too: the campus-code scanner uses WeChat's scanner on the page the share setup configured.
  wx.config({
    debug: false,
    appId: info.config.appId,
    timestamp: info.config.timestamp,
    nonceStr: info.config.nonceStr,
    signature: info.config.signature,
    jsApiList: [...shareMenuEntries, 'scanQRCode'],
  });
  wx.error((error) => alert(`${JSON.stringify(error)}${configFailedText}`));
  const payload: SharePayload = {
    imgUrl: info.image ? new URL(info.image, fallback.link).href : fallback.imgUrl,
    title: info.title || fallback.title,
    desc: info.desc ?? '',
    link: info.url || fallback.link,
  };
  wx.ready(() => {
    for (const entry of shareMenuEntries) wx[entry](payload);
  });
}

const sdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
let sdk: Promise<WeChatSdk> | undefined;

/** Loads WeChat's JS-SDK once. Only called inside WeChat: other browsers never fetch it. */
export function loadWeChatSdk(doc: Document = document): Promise<WeChatSdk> {
  sdk ??= new Promise<WeChatSdk>((resolve, reject) => {
    const existing = (globalThis as { wx?: WeChatSdk }).wx;
    if (existing) return resolve(existing);
    const script = doc.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => {
      const wx = (globalThis as { wx?: WeChatSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error('WeChat JS-SDK did not load'));
    };
    script.onerror = () => reject(new Error('WeChat JS-SDK did not load'));
    doc.head.append(script);
  });
  sdk.catch(() => (sdk = undefined));
  return sdk;
}
