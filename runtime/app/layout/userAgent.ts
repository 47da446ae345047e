/** Device and in-app browser detection by user agent (legacy-portal §9). */

const mobilePattern =
  /iPad|iPhone|iPod|Android|Windows Phone|Windows Mobile|IEMobile|UCBrowser|UCWEB|BlackBerry|BB10|Opera Mini|Mobile Safari|webOS|HarmonyOS|Mobile\b/i;

export const isMobileUserAgent = (ua: string): boolean => mobilePattern.test(ua);
export const isWeChat = (ua: string): boolean => /MicroMessenger/i.test(ua) && !/wxwork/i.test(ua);
/** WeCom (enterprise WeChat) and DingTalk, the enterprise messengers campuses use. */
export const isEnterpriseMessenger = (ua: string): boolean => /wxwork|DingTalk/i.test(ua);
