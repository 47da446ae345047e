/** School atlas answers for component tests and stories, checked against contracts/ by tests/fixtures.test.ts. */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { SchoolAtlasAlbumData, SchoolAtlasAlbumsData } from './generated/types.ts';

const picture = (n: number) => `/static/images/news/cover-${(n % 6) + 1}.svg`;

export const atlasAlbums: SchoolAtlasAlbumsData = {
  categories: [
    { id: 'scenery', name: '校园风光' },
    { id: 'buildings', name: '建筑地标' },
    { id: 'events', name: '重大活动' },
  ],
  list: [
    { id: 1, title: '四季校园', category: 'scenery', cover: picture(0), count: 6, updatedAt: 1_778_000_000 },
    { id: 2, title: '未名湖畔', category: 'scenery', cover: picture(1), count: 5, updatedAt: 1_777_740_800 },
    { id: 3, title: '校园地标建筑', category: 'buildings', cover: picture(2), count: 6, updatedAt: 1_777_481_600 },
    { id: 4, title: '2026 届毕业典礼', category: 'events', cover: picture(3), count: 7, updatedAt: 1_776_963_200 },
  ],
};

export const atlasAlbum: SchoolAtlasAlbumData = {
  id: 1,
  title: '四季校园',
  category: 'scenery',
  description: '春樱、夏荷、秋叶、冬雪，示范大学的四季。',
  photographer: '融媒体中心',
  updatedAt: 1_778_000_000,
  photos: ['樱花大道', '荷塘月色', '银杏林', '雪中主楼', '湖畔晨曦', '夕阳下的操场'].map((caption, index) => ({ id: index + 1, url: picture(index), caption })),
};

export const atlasFixtures = {
  data: { '/schoolAtlas/albums': ok(atlasAlbums), '/schoolAtlas/album': ok(atlasAlbum) },
  empty: { '/schoolAtlas/albums': ok({ ...atlasAlbums, list: [] }), '/schoolAtlas/album': failure(404, '该图集不存在或已下线') },
  ...failingStates(['/schoolAtlas/albums', '/schoolAtlas/album'], '校园图集维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
