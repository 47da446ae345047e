// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { closedCampaign, collectionFixtures, mineFixtures, student, wallFixtures, wallPhotos } from '../fixtures.ts';
import { photoWallPages } from '../pageStates.ts';

// The first page load transforms the widget's modules on the fly, on a shared machine: allow it time.
vi.setConfig({ testTimeout: 20_000 });
resetPagesAfterEach();

const tiles = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('listitem');

describe('photowall/index', () => {
  it('shows a page of approved photos with authors and likes, and loads more', async () => {
    await open('/photowall/index', wallFixtures.data);
    await screen.findByTestId('photo-wall');
    expect(tiles('photo-wall')).toHaveLength(12);
    expect(screen.getByText('共 14 张')).toBeTruthy();
    expect(within(tiles('photo-wall')[0]!).getByText('陈思远')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(tiles('photo-wall')).toHaveLength(14));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('orders by likes when asked', async () => {
    await open('/photowall/index', wallFixtures.data);
    await screen.findByTestId('photo-wall');
    fireEvent.click(screen.getByRole('button', { name: '最热' }));
    await waitFor(() => expect(within(tiles('photo-wall')[0]!).getByText('毕业合影')).toBeTruthy());
  });

  it('likes and unlikes with the count the school answers', async () => {
    await open('/photowall/index', wallFixtures.data, { user: student });
    await screen.findByTestId('photo-wall');
    const like = screen.getByRole('button', { name: '点赞“清晨的图书馆”，当前 86 个赞' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const liked = await screen.findByRole('button', { name: '取消点赞“清晨的图书馆”，当前 87 个赞' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(within(liked).getByTestId('like-count').textContent).toBe('87');
    // Already liked by this user (樱花大道): a tap takes the like back.
    fireEvent.click(screen.getByRole('button', { name: '取消点赞“樱花大道”，当前 152 个赞' }));
    expect(await screen.findByRole('button', { name: '点赞“樱花大道”，当前 151 个赞' })).toBeTruthy();
  });

  it('previews a photo full size, paging through the wall', async () => {
    await open('/photowall/index', wallFixtures.data);
    await screen.findByTestId('photo-wall');
    fireEvent.click(screen.getByRole('button', { name: '查看大图：樱花大道' }));
    const preview = await screen.findByTestId('image-preview');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(wallPhotos[1]!.url);
    expect(preview.querySelector('img')?.getAttribute('alt')).toBe('樱花大道');
  });

  it('links to uploading, my photos and the campaigns', async () => {
    await open('/photowall/index', wallFixtures.data);
    await screen.findByTestId('photo-wall');
    expect(screen.getByRole('link', { name: '上传照片' }).getAttribute('href')).toBe('/photowall/uploadPhoto');
    expect(screen.getByRole('link', { name: '我的照片' }).getAttribute('href')).toBe('/photowall/myPhotos');
    expect(screen.getByRole('link', { name: '征集活动' }).getAttribute('href')).toBe('/photowall/collection');
  });
});

describePageStates(photoWallPages.index);

describe('photowall/myPhotos', () => {
  it('shows each photo with its review status and the reason of a refusal', async () => {
    await open('/photowall/myPhotos', mineFixtures.data, { user: student });
    await screen.findByTestId('my-photos');
    const [pending, rejected, approved] = tiles('my-photos');
    expect(within(pending!).getByText('待审核')).toBeTruthy();
    expect(within(rejected!).getByText('未通过')).toBeTruthy();
    expect(within(rejected!).getByText('原因：图片模糊，请重新拍摄后上传')).toBeTruthy();
    expect(within(approved!).getByText('已通过')).toBeTruthy();
    expect(within(approved!).getByText('64 个赞')).toBeTruthy();
  });

  it('deletes a photo after confirming', async () => {
    await open('/photowall/myPhotos', mineFixtures.data, { user: student });
    await screen.findByTestId('my-photos');
    fireEvent.click(within(tiles('my-photos')[1]!).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByTestId('dialog-confirm');
    expect(confirm.textContent).toContain('确定删除“模糊的合影”吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(tiles('my-photos')).toHaveLength(2));
    expect(screen.queryByText('模糊的合影')).toBeNull();
    expect(screen.getByText('共 2 张')).toBeTruthy();
  });

  it('keeps the photo when the user cancels', async () => {
    await open('/photowall/myPhotos', mineFixtures.data, { user: student });
    await screen.findByTestId('my-photos');
    fireEvent.click(within(tiles('my-photos')[0]!).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-confirm')).toBeNull());
    expect(tiles('my-photos')).toHaveLength(3);
  });

  it('has an empty state inviting an upload', async () => {
    await open('/photowall/myPhotos', mineFixtures.empty, { user: student });
    expect(await screen.findByText('你还没有上传过照片')).toBeTruthy();
    expect(screen.getByRole('link', { name: '上传新照片' })).toBeTruthy();
  });
});

describePageStates(photoWallPages.myPhotos);

describe('photoCollection/index', () => {
  it('shows the open campaign, its entries and the entry form for a logged-in user', async () => {
    await open('/photoCollection/index', collectionFixtures.data, { user: student });
    const campaign = await screen.findByTestId('campaign');
    expect(within(campaign).getByRole('heading', { level: 2 }).textContent).toBe('“我眼中的校园”摄影征集');
    expect(within(campaign).getByText('征集中')).toBeTruthy();
    expect(screen.getByText('已收到 3 份作品')).toBeTruthy();
    expect(tiles('campaign-entries')).toHaveLength(3);
    expect(within(tiles('campaign-entries')[0]!).getByText('我的')).toBeTruthy();
    expect(screen.getByText('我已投稿 1/3 张')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交作品' })).toBeTruthy();
  });

  it('shows a closed campaign without a form', async () => {
    await open('/photoCollection/index', collectionFixtures.data, { user: student });
    await screen.findByTestId('campaign');
    fireEvent.click(screen.getByRole('button', { name: /毕业季·青春留影/ }));
    expect(await screen.findByTestId('campaign-closed')).toBeTruthy();
    expect(screen.getByText('征集已截止，感谢关注')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交作品' })).toBeNull();
    expect(tiles('campaign-entries')).toHaveLength(closedCampaign.list.length);
  });

  it('asks a visitor to log in before sending', async () => {
    await open('/photoCollection/index', collectionFixtures.data);
    await screen.findByTestId('campaign');
    expect(screen.getByRole('button', { name: '登录后投稿' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交作品' })).toBeNull();
  });
});

describePageStates(photoWallPages.collection);
