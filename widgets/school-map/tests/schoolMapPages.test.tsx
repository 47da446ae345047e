// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach, resolvedSite } from '../../../runtime/app/testing/index.ts';
import { schoolMapFixtures } from '../fixtures.ts';
import { schoolMapPages } from '../pageStates.ts';

resetPagesAfterEach();

describe('schoolMap/index', () => {
  it('lists the buildings by category, each opening the map on it', async () => {
    await open('/schoolMap/index', schoolMapFixtures.data);
    const list = await screen.findByTestId('school-map-buildings');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(list)
        .getByRole('link', { name: /逸夫图书馆/ })
        .getAttribute('href'),
    ).toBe('/schoolMap/map?id=8');
    expect(screen.getByText('共 5 处建筑')).toBeTruthy();
    expect(screen.getByRole('button', { name: /食堂/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('searches by alias with spaces and says when nothing matches', async () => {
    await open('/schoolMap/index', schoolMapFixtures.data);
    const box = await screen.findByRole('searchbox', { name: '搜索建筑' });
    fireEvent.change(box, { target: { value: '一 教' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(within(screen.getByTestId('school-map-buildings')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: /第一教学楼/ })).toBeTruthy();
    fireEvent.change(box, { target: { value: '没有这栋楼' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('没有找到与“没有这栋楼”相关的建筑，换个名称或简称试试')).toBeTruthy();
  });
});

describe('schoolMap/map', () => {
  it('highlights the building the address names and shows its card with "take me there"', async () => {
    await open('/schoolMap/map?id=8', schoolMapFixtures.data);
    const card = await screen.findByTestId('building-card');
    expect(within(card).getByRole('heading', { name: '逸夫图书馆' })).toBeTruthy();
    expect(within(card).getByText('咖啡厅')).toBeTruthy();
    expect(within(card).getByText('08:00–22:00（自习区 24 小时）')).toBeTruthy();
    const go = within(card).getByRole('link', { name: '带我去' });
    expect(go.getAttribute('href')).toContain('https://uri.amap.com/navigation?to=116.316%2C39.999811');
    expect(screen.getByTestId('marker-8').dataset.selected).toBe('true');
    expect(screen.getByTestId('marker-4').dataset.selected).toBeUndefined();
  });

  it('chooses another building by its marker and hides the markers of other categories', async () => {
    await open('/schoolMap/map', schoolMapFixtures.data);
    expect(await screen.findByText('点选地图上的标记，查看楼内设施、开放时间和前往路线。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('marker-9'));
    expect(within(screen.getByTestId('building-card')).getByRole('heading', { name: '桃李园食堂' })).toBeTruthy();
    expect(screen.getByTestId('marker-9').dataset.selected).toBe('true');
    fireEvent.click(within(screen.getByRole('navigation', { name: '建筑类别' })).getByRole('button', { name: /图书馆/ }));
    expect(screen.queryByTestId('marker-9')).toBeNull();
    expect(screen.getByTestId('marker-8')).toBeTruthy();
  });

  it('says so when the building asked for is not there', async () => {
    await open('/schoolMap/map?id=99', schoolMapFixtures.data);
    expect(await screen.findByText('没有找到要查看的建筑，可能已改名或拆除，请在地图上重新选择。')).toBeTruthy();
  });

  it('loads no outside script without a map service', async () => {
    await open('/schoolMap/map?id=8', schoolMapFixtures.data);
    await screen.findByTestId('building-card');
    expect(document.querySelector('script[data-map-service]')).toBeNull();
  });

  it('loads the school’s map service with the key encoded, and says when it does not load', async () => {
    const demo = resolvedSite('demo');
    const manifest = {
      ...demo,
      apps: {
        ...demo.apps,
        schoolMap: { ...demo.apps.schoolMap!, props: { mapService: { scriptUrl: 'https://maps.example.cn/api.js?key={key}', key: 'k&1' } } },
      },
    };
    await open('/schoolMap/map?id=8', schoolMapFixtures.data, { manifest });
    expect(await screen.findByText('正在加载在线地图…')).toBeTruthy();
    const script = document.querySelector<HTMLScriptElement>('script[data-map-service]')!;
    expect(script.src).toBe('https://maps.example.cn/api.js?key=k%261');
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText('在线地图加载失败（网络不通或被拦截），请重试，或切换到校园平面图。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '校园平面图' }));
    expect(screen.getByTestId('marker-8').dataset.selected).toBe('true');
  });
});

describe('schoolMap/iphone', () => {
  it('sends "take me there" to Apple Maps', async () => {
    await open('/schoolMap/iphone?id=4', schoolMapFixtures.data);
    const go = await screen.findByRole('link', { name: '用苹果地图导航' });
    expect(go.getAttribute('href')).toBe('https://maps.apple.com/?daddr=39.998369%2C116.314826&q=%E7%AC%AC%E4%B8%80%E6%95%99%E5%AD%A6%E6%A5%BC&dirflg=w');
  });
});

describe('schoolMap/model', () => {
  it('tours the landmarks stop by stop, each highlighted with its card', async () => {
    await open('/schoolMap/model', schoolMapFixtures.data);
    expect(await screen.findByText('第 1 站 / 共 3 站')).toBeTruthy();
    expect(screen.getByTestId('marker-1').dataset.selected).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下一站' }));
    expect(screen.getByText('第 2 站 / 共 3 站')).toBeTruthy();
    expect(within(screen.getByTestId('building-card')).getByRole('heading', { name: '逸夫图书馆' })).toBeTruthy();
    expect(screen.getByTestId('marker-8').dataset.selected).toBe('true');
  });
});

describe('mapGuide/index', () => {
  it('is the new students’ guide: a route from the gate, drawn, with its steps and walking time', async () => {
    await open('/mapGuide/index', schoolMapFixtures.data);
    const route = await screen.findByTestId('guide-route');
    expect(within(route).getByRole('heading', { name: '学院报到注册' })).toBeTruthy();
    expect(within(route).getByText(/步行约 9 分钟（665 米）/)).toBeTruthy();
    expect(within(route).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('marker-1').dataset.marked).toBe('true');
    expect(screen.getByTestId('marker-16').dataset.marked).toBe('true');
    fireEvent.click(within(screen.getByTestId('guide-routes')).getByRole('button', { name: '南门（正门） → 逸夫图书馆' }));
    expect(within(screen.getByTestId('guide-route')).getByRole('heading', { name: '领取图书证' })).toBeTruthy();
    expect(screen.getByTestId('marker-8').dataset.marked).toBe('true');
  });
});

describePageStates(schoolMapPages.index);
describePageStates(schoolMapPages.map);
describePageStates(schoolMapPages.model);
describePageStates(schoolMapPages.iphone);
describePageStates(schoolMapPages.guide);
