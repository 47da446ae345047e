import { describe, expect, it } from 'vitest';
import { narrowWidth } from './narrowLayout.ts';
import { isEnterpriseMessenger, isMobileUserAgent, isWeChat } from './userAgent.ts';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';
const exempt = [
  'guide',
  'leaveshoolsq',
  'upcportal',
  'fudanclassRoomQuery',
  'universalForm',
  'officeTel',
  'personalAgenda',
  'lostAndFound',
  'fleaMartket',
  'score',
  'scorev1',
  'schoolMap',
  'elementPage',
  'freeClassroomV3',
  'generalApp',
];
const settings = { enabled: true, minWidth: 750, exempt };
const at = (over: Partial<Parameters<typeof narrowWidth>[0]>) =>
  narrowWidth({ settings, userAgent: desktop, windowWidth: 1280, screenHeight: 1024, pathname: '/news/index', ...over });

describe('spec §2 narrow desktop layout', () => {
  it('narrows a desktop window wider than 750 to ten sixteenths of the screen height', () => {
    expect(at({})).toBe(640);
    expect(at({ screenHeight: 900 })).toBe(563);
  });
  it('keeps the full layout at 750 or narrower (the threshold is "above 750")', () => {
    expect(at({ windowWidth: 750 })).toBeUndefined();
    expect(at({ windowWidth: 751 })).toBe(640);
  });
  it('keeps the full layout on a mobile user agent', () => {
    expect(at({ userAgent: iphone })).toBeUndefined();
  });
  it.each(exempt)('keeps the full layout for the exempt first segment %s', (segment) => {
    expect(at({ pathname: `/${segment}/index` })).toBeUndefined();
  });
  it('follows the manifest: switched off, or another exempt list', () => {
    expect(at({ settings: { ...settings, enabled: false } })).toBeUndefined();
    expect(at({ settings: { ...settings, exempt: ['news'] } })).toBeUndefined();
  });
});

describe('spec §9 user-agent detection', () => {
  it.each([
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
    ['iPhone', iphone],
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'],
    ['Windows Mobile', 'Mozilla/4.0 (compatible; MSIE 6.0; Windows CE; IEMobile 7.11) Windows Mobile'],
    ['UC', 'Mozilla/5.0 (Linux; U; zh-CN) AppleWebKit/534.30 UCBrowser/11.0 Mobile Safari/534.30'],
  ])('%s is mobile', (_name, ua) => expect(isMobileUserAgent(ua)).toBe(true));
  it('a desktop browser is not mobile', () => expect(isMobileUserAgent(desktop)).toBe(false));
  it('tells WeChat from the enterprise messengers', () => {
    expect(isWeChat(iphone)).toBe(true);
    const wecom = `${iphone} wxwork/4.1.0`;
    expect(isWeChat(wecom)).toBe(false);
    expect(isEnterpriseMessenger(wecom)).toBe(true);
    expect(isEnterpriseMessenger('Mozilla/5.0 DingTalk/7.0')).toBe(true);
    expect(isEnterpriseMessenger(desktop)).toBe(false);
  });
});
