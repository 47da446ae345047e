// @vitest-environment jsdom
import '../testing/findCeiling.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositorySite } from './testing/fakeOperatorHost.ts';
import { renderConsole } from './testing/renderConsole.tsx';
import { publishButton, publishDraft } from './testing/publishDraft.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const openSite = async (siteId: string, language: 'zh' | 'en' | 'tw' = 'zh') => {
  const rendered = await renderConsole({ signedInAs: 'ops-li', url: `/_operator/?site=${siteId}`, language });
  await screen.findByTestId('draft-bar');
  return rendered;
};
/**
 * Pine Valley, a school offering zh and en that extends the demo, whose demo here also routes an old
 * address (oldGuide/index) to the guide: as an operator who may edit Pine Valley only.
 */
const openPine = async () => {
  const demo = repositorySite('demo');
  await renderConsole({
    signedInAs: 'ops-li',
    url: '/_operator/?site=pine-valley',
    operators: [{ name: 'ops-li', password: 'correct horse', sites: ['pine-valley'] }],
    sites: {
      demo: { ...demo, routes: { ...demo.routes, 'oldGuide/index': { app: 'guide', page: 'index' } } },
      'pine-valley': { id: 'pine-valley', extends: 'demo', name: { zh: '松谷大学', en: 'Pine Valley University' }, languages: { available: ['zh', 'en'] } },
    },
  });
  await screen.findByTestId('draft-bar');
};
const changeCount = () => screen.getByTestId('change-count').textContent;
const validations = (host: Awaited<ReturnType<typeof openSite>>['host']) => host.calls.filter((c) => c.path.endsWith('/validate'));

const publish = publishDraft;

describe('site editor: edits go into a draft', () => {
  it('shows effective values and writes only the differences; a switch back leaves nothing to publish', async () => {
    await openSite('hill-university');
    const news = screen.getByLabelText('山岭要闻 (news)：标题（简体中文）') as HTMLInputElement;
    expect(news.value).toBe('山岭要闻');
    // tjuNews comes from demo, which hill-university extends.
    const tjuNews = screen.getByRole('switch', { name: '校园要闻 (tjuNews)：启用' }) as HTMLInputElement;
    expect(tjuNews.checked).toBe(true);
    expect(changeCount()).toBe('没有未发布的修改');
    fireEvent.click(tjuNews);
    expect(changeCount()).toBe('未发布的修改 1 处');
    expect(within(screen.getByTestId('draft-summary')).getByText('/apps/tjuNews')).toBeTruthy();
    fireEvent.click(tjuNews);
    expect(changeCount()).toBe('没有未发布的修改');
  });

  it('switching an app off and publishing sends the authored file with If-Match and a required reason', async () => {
    const { host } = await openSite('hill-university');
    const before = host.etag('hill-university');
    // Not tjuNews: the demo's home features it, and a featured app may not be switched off.
    fireEvent.click(screen.getByRole('switch', { name: '办事指南 (guide)：启用' }));
    fireEvent.click(screen.getByRole('switch', { name: '山岭要闻 (news)：在目录中显示' }));
    expect(changeCount()).toBe('未发布的修改 2 处');
    await waitFor(() => expect(publishButton().disabled).toBe(false));
    fireEvent.click(publishButton());
    const dialog = await screen.findByTestId('publish-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写发布说明');
    expect(host.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/manifest'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('发布说明'), { target: { value: '校园要闻暂停服务' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('已发布，版本 1');
    const put = host.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/manifest'))!;
    expect(put.headers['if-match']).toBe(before);
    expect(put.body).toEqual({
      reason: '校园要闻暂停服务',
      manifest: {
        ...host.published('hill-university'),
        apps: { news: { title: { zh: '山岭要闻', en: 'Hill news', tw: '山嶺要聞' }, visible: false }, guide: { enabled: false } },
      },
    });
    expect(host.published('hill-university').apps!.guide).toEqual({ enabled: false });
    expect(changeCount()).toBe('没有未发布的修改');
    expect(localStorage.getItem('officeDb.operatorDraft.hill-university.ops-li')).toBeNull();
  });

  it('validates ~400 ms after typing stops, once, and shows each problem by its field and in the list', async () => {
    const { host } = await openSite('demo');
    fireEvent.click(screen.getByRole('tab', { name: '品牌' }));
    const primary = screen.getByLabelText('主色');
    for (const value of ['b', 'bl', 'blu', 'blue']) fireEvent.change(primary, { target: { value } });
    expect(screen.getByText('正在校验...')).toBeTruthy();
    await waitFor(() => expect(primary.getAttribute('aria-invalid')).toBe('true'));
    expect(validations(host)).toHaveLength(1);
    expect(validations(host)[0]!.body).toMatchObject({ manifest: { branding: { colors: { primary: 'blue' } } } });
    const message = document.getElementById(primary.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('须为颜色值，例如 #1769e0');
    const list = screen.getByTestId('problem-list');
    expect(list.textContent).toContain('branding › colors › primary');
    expect(list.textContent).toContain('须为颜色值，例如 #1769e0');
    expect(publishButton().disabled).toBe(true);
    expect(screen.getByText('请先修正 1 个问题再发布')).toBeTruthy();

    // From the list to the field, on another tab.
    fireEvent.click(screen.getByRole('tab', { name: '应用' }));
    fireEvent.click(within(list).getByRole('button', { name: '转到' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('主色')));

    fireEvent.change(screen.getByLabelText('主色'), { target: { value: '#0b5394' } });
    await waitFor(() => expect(screen.queryByTestId('problem-list')).toBeNull());
    expect(screen.getByTestId('branding-preview').style.getPropertyValue('--portal-primary')).toBe('#0b5394');
  });

  it('asks for texts only in the languages the school offers: a school of zh and en has no Traditional Chinese fields', async () => {
    await openPine();
    expect(screen.getByLabelText('办事指南 (guide)：标题（简体中文）')).toBeTruthy();
    expect(screen.getByLabelText('办事指南 (guide)：标题（英文）')).toBeTruthy();
    expect(screen.queryByLabelText(/标题（繁体中文）/)).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '品牌' }));
    expect(screen.getAllByLabelText(/（简体中文）/).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/（繁体中文）/)).toBeNull();
  });

  it('says a warning inherited from the base school is not this school’s to fix there, and does not hold up publishing', async () => {
    await openPine();
    // demo routes oldGuide/index to the guide: switched off here, that route leads nowhere.
    fireEvent.click(screen.getByRole('switch', { name: '办事指南 (guide)：启用' }));
    const warnings = await screen.findByTestId('warning-list');
    expect(screen.queryByTestId('problem-list')).toBeNull();
    await waitFor(() => expect(screen.getByText('校验通过')).toBeTruthy());
    expect(warnings.textContent).toContain('1 条提醒，不影响发布');
    const item = within(warnings).getByRole('listitem');
    expect(item.getAttribute('data-source')).toBe('demo');
    expect(item.textContent).toContain('来自 demo');
    expect(item.textContent).toContain('routes › oldGuide/index › app');
    expect(item.textContent).not.toContain('~1');
    expect(item.textContent).toContain('路由 "oldGuide/index" 来自 demo，本校无法删除：需要该页面时请启用 "guide"');
    // Nothing in this school's editor edits demo's route.
    expect(within(item).queryByRole('button', { name: '转到' })).toBeNull();
    expect(publishButton().disabled).toBe(false);
  });

  it("an unknown API key and an emptied title are pointed out where they were typed, in the reader's language", async () => {
    await openSite('demo', 'en');
    fireEvent.change(screen.getByLabelText('Campus news (tjuNews): Title (Simplified Chinese)'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByLabelText('Campus news (tjuNews): Title (Simplified Chinese)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByTestId('field-problems')[0]!.textContent).toBe('must NOT have fewer than 1 characters');
    // Schema errors come first (as in the CLI): the cross-checks run once the file's shape is right.
    fireEvent.change(screen.getByLabelText('Campus news (tjuNews): Title (Simplified Chinese)'), { target: { value: '校园要闻' } });
    fireEvent.click(screen.getByRole('tab', { name: 'API overrides' }));
    fireEvent.change(screen.getByLabelText('New API key'), { target: { value: 'news.lsit' } });
    fireEvent.change(screen.getByLabelText('New path'), { target: { value: '/cms/list' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add override' }));
    const path = await screen.findByLabelText('Path of news.lsit');
    await waitFor(() => expect(path.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(path.getAttribute('aria-describedby')!)!.textContent).toBe(
      'no widget calls API key "news.lsit" — did you mean "news.list"?',
    );
  });

  it('hidden entries and the narrow-layout exempt list write whole arrays', async () => {
    const { host } = await openSite('demo');
    fireEvent.click(screen.getByRole('tab', { name: '隐藏入口' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '隐藏 官方发布 (tjuOfficial)' }));
    fireEvent.click(screen.getByRole('tab', { name: '窄屏豁免' }));
    fireEvent.click(screen.getByRole('button', { name: '删除 guide' }));
    fireEvent.change(screen.getByLabelText('新增模块名'), { target: { value: 'tjuNews' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(changeCount()).toBe('未发布的修改 2 处');
    await publish('隐藏官方发布，调整窄屏豁免');
    await screen.findByTestId('notice');
    const published = host.published('demo');
    expect(published.hidden).toEqual(['tjuOfficial']);
    expect(published.narrowDesktop!.exempt![0]).toBe('leaveshoolsq');
    expect(published.narrowDesktop!.exempt!.at(-1)).toBe('tjuNews');
  });

  it('a publish that lost the race says so clearly, keeps the draft, and applies it again on the latest version', async () => {
    const { host } = await openSite('demo');
    fireEvent.click(screen.getByRole('switch', { name: '办事指南 (guide)：启用' }));
    fireEvent.change(screen.getByLabelText('新闻资讯 (news)：排序'), { target: { value: '5' } });
    // Meanwhile another operator publishes a change of their own.
    host.publishAsOther('demo', (m) => (m.branding!.colors = { primary: '#aa0000' }));
    await publish('停用办事指南');
    const conflict = await screen.findByTestId('conflict');
    expect(conflict.textContent).toContain('另一位管理员已发布了新版本，您的草稿已保留；请查看最新版本后重新应用修改');
    expect(screen.queryByTestId('publish-dialog')).toBeNull();
    // Nothing is lost: the draft is still on screen and on the device.
    expect(changeCount()).toBe('未发布的修改 2 处');
    expect(JSON.parse(localStorage.getItem('officeDb.operatorDraft.demo.ops-li')!).v.edits).toHaveLength(2);

    fireEvent.click(within(conflict).getByRole('button', { name: '载入最新版本并重新应用我的修改' }));
    await waitFor(() => expect(screen.queryByTestId('conflict')).toBeNull());
    expect(screen.getByTestId('notice').textContent).toContain('已在最新版本上重新应用（2 处）');
    await publish('停用办事指南');
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('已发布'));
    const published = host.published('demo');
    expect(published.apps!.guide!.enabled).toBe(false);
    expect(published.apps!.news!.order).toBe(5);
    expect(published.branding!.colors!.primary).toBe('#aa0000');
    const puts = host.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/manifest'));
    expect(puts.map((c) => c.headers['if-match'])).toEqual(['"demo-0"', '"demo-1"']);
  });

  it("shows the host's diff of the draft and previews the draft as a chosen role", async () => {
    const { host } = await openSite('demo');
    fireEvent.click(screen.getByRole('switch', { name: '官方发布 (tjuOfficial)：启用' }));
    fireEvent.click(screen.getByRole('button', { name: '查看差异' }));
    const diff = await screen.findByTestId('diff-view');
    expect(within(diff).getByRole('rowheader').textContent).toBe('/apps/tjuOfficial/enabled');
    expect(
      within(diff)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['（无）', 'false']);
    const diffCall = host.calls.find((c) => c.path.endsWith('/diff'))!;
    expect(diffCall).toMatchObject({ method: 'POST', search: '?to=draft' });

    fireEvent.change(screen.getByLabelText('预览身份'), { target: { value: 'visitor' } });
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    const frame = (await screen.findByTitle('以访客身份预览门户')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/?_preview=token-visitor');
    expect(host.calls.find((c) => c.path.endsWith('/preview'))!.body).toMatchObject({
      role: 'visitor',
      manifest: { apps: { tjuOfficial: { enabled: false } } },
    });
    expect(screen.getByRole('link', { name: '在新标签页打开' }).getAttribute('href')).toBe('/?_preview=token-visitor');
  });

  it("offers the deployment's roles to preview as: a school's own by the name it gives, known ones in the reader's words", async () => {
    const { host } = await renderConsole({
      signedInAs: 'ops-li',
      url: '/_operator/?site=demo',
      language: 'en',
      previewRoles: { student: '王小明', postgraduate: '研究生' },
    });
    await screen.findByTestId('draft-bar');
    const menu = screen.getByLabelText('Preview as') as HTMLSelectElement;
    // Only what the host offers, in its order: no teacher, staff, visitor or admin it does not have.
    expect([...menu.options].map((o) => [o.value, o.textContent])).toEqual([
      ['anonymous', 'Not signed in'],
      ['student', 'Student'],
      ['postgraduate', '研究生'],
    ]);
    expect(menu.value).toBe('student');

    fireEvent.change(menu, { target: { value: 'postgraduate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = (await screen.findByTitle('Portal preview as 研究生')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/?_preview=token-postgraduate');
    expect(host.calls.filter((c) => c.path.endsWith('/preview')).map((c) => (c.body as { role: string }).role)).toEqual(['postgraduate']);
  });
});

describe('a draft kept on the host too: it follows the operator to another computer', () => {
  const order = () => (screen.getByLabelText('新闻资讯 (news)：排序') as HTMLInputElement).value;
  const onHost = (value: number, savedAt: string) => ({
    operator: 'ops-li',
    siteId: 'demo',
    draft: { etag: '"demo-0"', edits: [{ path: ['apps', 'news', 'order'], value }], savedAt },
  });

  it('sends the edits to the host once typing pauses, and takes the copy off the host when published', async () => {
    const { host } = await openSite('demo');
    fireEvent.change(screen.getByLabelText('新闻资讯 (news)：排序'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('新闻资讯 (news)：排序'), { target: { value: '5' } });
    await waitFor(() => expect(host.draft('ops-li', 'demo')).toMatchObject({ etag: '"demo-0"', edits: [{ path: ['apps', 'news', 'order'], value: 5 }] }));
    // One request for the pause, not one per keystroke.
    expect(host.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/draft'))).toHaveLength(1);
    await publish('新闻资讯排在第五');
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('已发布'));
    await waitFor(() => expect(host.draft('ops-li', 'demo')).toBeUndefined());
  });

  it('opened on a computer that never saw it, the console restores the host’s copy and keeps it on this device', async () => {
    await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=demo', drafts: [onHost(6, '2026-03-05T02:30:00.000Z')] });
    await screen.findByTestId('draft-bar');
    expect(order()).toBe('6');
    expect(screen.getByTestId('notice').textContent).toContain('恢复了未发布的草稿（1 处修改，保存于 2026-03-05 10:30）');
    expect(JSON.parse(localStorage.getItem('officeDb.operatorDraft.demo.ops-li')!).v).toEqual(onHost(6, '2026-03-05T02:30:00.000Z').draft);
  });

  it('of the device’s and the host’s copy, takes the one edited last, and the host learns the newer', async () => {
    localStorage.setItem(
      'officeDb.operatorDraft.demo.ops-li',
      JSON.stringify({ v: { etag: '"demo-0"', edits: [{ path: ['apps', 'news', 'order'], value: 7 }], savedAt: '2026-03-05T02:30:00.000Z' } }),
    );
    const older = await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=demo', drafts: [onHost(3, '2026-03-05T01:00:00.000Z')] });
    await screen.findByTestId('draft-bar');
    expect(order()).toBe('7');
    await waitFor(() => expect(older.host.draft('ops-li', 'demo')?.edits).toEqual([{ path: ['apps', 'news', 'order'], value: 7 }]));
    cleanup();

    await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=demo', drafts: [onHost(3, '2026-03-05T03:00:00.000Z')] });
    await screen.findByTestId('draft-bar');
    expect(order()).toBe('3');
  });

  it('discarding the draft takes it off the host too', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { host } = await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=demo', drafts: [onHost(6, '2026-03-05T02:30:00.000Z')] });
    await screen.findByTestId('draft-bar');
    fireEvent.click(within(screen.getByTestId('notice')).getByRole('button', { name: '放弃草稿' }));
    await waitFor(() => expect(host.draft('ops-li', 'demo')).toBeUndefined());
    expect(order()).toBe('1');
    confirm.mockRestore();
  });
});

describe('a draft kept on the device, per operator and site', () => {
  const keyOf = (siteId: string, operator = 'ops-li') => `officeDb.operatorDraft.${siteId}.${operator}`;
  /** A draft as the console keeps it, last edited at 10:30 China time, made on the version `etag`. */
  const keepDraft = (siteId: string, etag: string, operator = 'ops-li') =>
    localStorage.setItem(
      keyOf(siteId, operator),
      JSON.stringify({ v: { etag, edits: [{ path: ['apps', 'news', 'order'], value: 7 }], savedAt: '2026-03-05T02:30:00.000Z' } }),
    );
  const order = () => (screen.getByLabelText('新闻资讯 (news)：排序') as HTMLInputElement).value;

  it('survives closing the tab: reopened, the console restores it and says so', async () => {
    await openSite('demo');
    fireEvent.click(screen.getByRole('switch', { name: '通知公告 (tjuNotice)：在目录中显示' }));
    expect(JSON.parse(localStorage.getItem(keyOf('demo'))!).v).toMatchObject({
      etag: '"demo-0"',
      edits: [{ path: ['apps', 'tjuNotice', 'visible'], value: false }],
    });
    cleanup(); // the tab is closed
    await openSite('demo');
    expect(changeCount()).toBe('未发布的修改 1 处');
    expect(screen.getByTestId('notice').textContent).toMatch(/^恢复了未发布的草稿（1 处修改，保存于 \d{4}-\d\d-\d\d \d\d:\d\d），可继续编辑后发布。/);
    expect((screen.getByRole('switch', { name: '通知公告 (tjuNotice)：在目录中显示' }) as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['zh', '恢复了未发布的草稿（1 处修改，保存于 2026-03-05 10:30），可继续编辑后发布。', '放弃草稿'],
    ['en', 'Restored your unpublished draft (1 change, saved 2026-03-05 10:30). Carry on editing, then publish.', 'Discard draft'],
    ['tw', '恢復了未發布的草稿（1 處修改，儲存於 2026-03-05 10:30），可繼續編輯後發布。', '放棄草稿'],
  ] as const)('says so in %s, with a way to discard it', async (language, text, discard) => {
    keepDraft('demo', '"demo-0"');
    await openSite('demo', language);
    const notice = screen.getByTestId('notice');
    expect(within(notice).getByText(text)).toBeTruthy();
    expect(within(notice).getByRole('button', { name: discard })).toBeTruthy();
  });

  it('discarding it from the notice takes it off the device', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    keepDraft('demo', '"demo-0"');
    await openSite('demo');
    expect(order()).toBe('7');
    fireEvent.click(within(screen.getByTestId('notice')).getByRole('button', { name: '放弃草稿' }));
    expect(confirm).toHaveBeenCalledWith('放弃全部未发布的修改？此操作不可撤销。');
    expect(changeCount()).toBe('没有未发布的修改');
    expect(screen.queryByTestId('notice')).toBeNull();
    expect(order()).toBe('1');
    expect(localStorage.getItem(keyOf('demo'))).toBeNull();
    cleanup();
    await openSite('demo');
    expect(screen.queryByTestId('notice')).toBeNull();
    confirm.mockRestore();
  });

  it("is the operator's own: another operator signing in on the same device does not get it", async () => {
    keepDraft('demo', '"demo-0"');
    await renderConsole({
      signedInAs: 'ops-wang',
      operators: [
        { name: 'ops-li', password: 'correct horse', sites: ['*'] },
        { name: 'ops-wang', password: 'battery staple', sites: ['demo'] },
      ],
      url: '/_operator/?site=demo',
    });
    await screen.findByTestId('draft-bar');
    expect(changeCount()).toBe('没有未发布的修改');
    expect(screen.queryByTestId('notice')).toBeNull();
    fireEvent.change(screen.getByLabelText('新闻资讯 (news)：排序'), { target: { value: '3' } });
    expect(JSON.parse(localStorage.getItem(keyOf('demo', 'ops-wang'))!).v.edits).toEqual([{ path: ['apps', 'news', 'order'], value: 3 }]);
    expect(JSON.parse(localStorage.getItem(keyOf('demo'))!).v.edits).toEqual([{ path: ['apps', 'news', 'order'], value: 7 }]);
  });

  it('made on a version that is no longer the current one, it says so and is not published over the newer version', async () => {
    keepDraft('demo', '"demo-0"');
    const rendered = await renderConsole({
      signedInAs: 'ops-li',
      url: '/_operator/?site=demo',
      // Meanwhile another operator published version 1.
      before: (other) => other.publishAsOther('demo', (m) => (m.branding!.colors = { primary: '#aa0000' })),
    });
    await screen.findByTestId('draft-bar');
    const conflict = screen.getByTestId('conflict');
    expect(conflict.textContent).toContain(
      '恢复了未发布的草稿（1 处修改，保存于 2026-03-05 10:30），但草稿所基于的版本已不是当前版本：此后有其他管理员发布了新版本。草稿不会覆盖新版本',
    );
    expect(screen.queryByTestId('notice')).toBeNull();
    expect(changeCount()).toBe('未发布的修改 1 处');
    // Publishing as it is would overwrite version 1 unseen: the host is asked with the draft's own version, and refuses.
    await publish('新闻资讯排在第七');
    await waitFor(() => expect(screen.getByTestId('conflict').textContent).toContain('另一位管理员已发布了新版本，您的草稿已保留'));
    const puts = rendered.host.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/manifest'));
    expect(puts.map((c) => c.headers['if-match'])).toEqual(['"demo-0"']);
    expect(rendered.host.published('demo').apps!.news!.order).toBe(1);
    expect(JSON.parse(localStorage.getItem(keyOf('demo'))!).v.etag).toBe('"demo-0"');

    fireEvent.click(within(screen.getByTestId('conflict')).getByRole('button', { name: '载入最新版本并重新应用我的修改' }));
    await waitFor(() => expect(screen.queryByTestId('conflict')).toBeNull());
    expect(screen.getByTestId('notice').textContent).toContain('已在最新版本上重新应用（1 处）');
    await publish('新闻资讯排在第七');
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('已发布'));
    expect(rendered.host.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/manifest')).map((c) => c.headers['if-match'])).toEqual([
      '"demo-0"',
      '"demo-1"',
    ]);
    expect(rendered.host.published('demo').apps!.news!.order).toBe(7);
    expect(rendered.host.published('demo').branding!.colors!.primary).toBe('#aa0000');
    expect(localStorage.getItem(keyOf('demo'))).toBeNull();
  });

  it('a draft kept before drafts were per operator is taken over by the first operator to open the site', async () => {
    localStorage.setItem(
      'officeDb.operatorDraft.demo',
      JSON.stringify({ v: { etag: '"demo-0"', edits: [{ path: ['apps', 'news', 'order'], value: 7 }], savedAt: '2026-03-05T02:30:00.000Z' } }),
    );
    await openSite('demo');
    expect(order()).toBe('7');
    expect(localStorage.getItem('officeDb.operatorDraft.demo')).toBeNull();
    expect(JSON.parse(localStorage.getItem(keyOf('demo'))!).v.edits).toHaveLength(1);
  });
});
