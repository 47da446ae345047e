import { describe, expect, it, vi } from 'vitest';
import { shareRequest, shareUrl } from './shareRequest.ts';
import { configFailedText, configureShare, type WeChatSdk } from './wechatShare.ts';

describe('spec §7 share request', () => {
  it('drops code, CODE, state and STATE from the url, and only those', () => {
    expect(shareUrl('https://portal.school.example/news/detail?id=3&code=x&CODE=y&state=z&STATE=w&from=menu#top')).toBe(
      'https://portal.school.example/news/detail?id=3&from=menu#top',
    );
  });
  it('takes service from the service parameter, else the page name', () => {
    expect(shareRequest('https://p.example/vote/detail?service=vote-2026', 'vote/detail', { enabled: true }).service).toBe('vote-2026');
    expect(shareRequest('https://p.example/vote/detail', 'vote/detail', { enabled: true }).service).toBe('vote/detail');
  });
  it('takes service_id from the manifest constant, else the named parameter', () => {
    expect(shareRequest('https://p.example/a/b?sid=42', 'a/b', { enabled: true, serviceId: 'campus' }).service_id).toBe('campus');
    expect(shareRequest('https://p.example/a/b?sid=42', 'a/b', { enabled: true, serviceIdParam: 'sid' }).service_id).toBe('42');
    expect(shareRequest('https://p.example/a/b', 'a/b', { enabled: true }).service_id).toBe('');
  });
});

describe('spec §7/§8 share menu', () => {
  const sdk = () => {
    const calls: Array<[string, unknown]> = [];
    let onError: (error: unknown) => void = () => undefined;
    const record = (name: string) => (arg: unknown) => void calls.push([name, arg]);
    const wx: WeChatSdk = {
      config: record('config'),
      ready: (callback) => callback(),
      error: (callback) => (onError = callback),
      onMenuShareTimeline: record('timeline'),
      onMenuShareAppMessage: record('friends'),
      onMenuShareQQ: record('qq'),
      onMenuShareWeibo: record('weibo'),
      onMenuShareQZone: record('qzone'),
    };
    return { wx, calls, fail: (error: unknown) => onError(error) };
  };
  const info = {
    config: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' },
    image: '/static/share.png',
    title: '示范大学 · 新闻',
    desc: '校园新闻',
    url: 'https://p.example/news/index',
  };

  it('configures the 5 entries with imgUrl, title, desc and link', () => {
    const { wx, calls } = sdk();
    configureShare(wx, info, { title: 't', link: 'https://p.example/news/index', imgUrl: 'https://p.example/logo.svg' }, vi.fn());
    expect(calls.map(([name]) => name)).toEqual(['config', 'timeline', 'friends', 'qq', 'weibo', 'qzone']);
    expect(calls[1]![1]).toEqual({
      imgUrl: 'https://p.example/static/share.png',
      title: '示范大学 · 新闻',
      desc: '校园新闻',
      link: 'https://p.example/news/index',
    });
  });

  it('alerts the serialized error followed by 配置信息验证失败 when the config is refused', () => {
    const { wx, fail } = sdk();
    const alert = vi.fn();
    configureShare(wx, info, { title: 't', link: 'https://p.example/', imgUrl: '' }, alert);
    fail({ errMsg: 'config:invalid signature' });
    expect(alert).toHaveBeenCalledWith('{"errMsg":"config:invalid signature"}配置信息验证失败');
    expect(configFailedText).toBe('配置信息验证失败');
  });
});
