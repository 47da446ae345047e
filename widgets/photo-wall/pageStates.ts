/** The photo wall's pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { collectionFixtures, mineFixtures, student, uploadFixtures, wallFixtures } from './fixtures.ts';

export const photoWallPages = definePageStates(
  { envelopeError: '请求失败：照片墙服务维护中，请稍后再试' },
  {
    index: {
      path: '/photowall/index',
      fixtures: wallFixtures,
      ready: { data: '[data-testid="photo-wall"] li' },
      shows: { empty: '照片墙还没有照片，来上传第一张吧', en: '14 photos', tw: '共 14 張' },
    },
    myPhotos: {
      path: '/photowall/myPhotos',
      fixtures: mineFixtures,
      user: student,
      ready: { data: '[data-testid="my-photos"] li' },
      shows: { empty: '你还没有上传过照片', en: '3 photos', tw: '共 3 張' },
    },
    uploadPhoto: {
      path: '/photowall/uploadPhoto',
      fixtures: uploadFixtures,
      user: student,
      ready: { data: '[data-testid="upload-quota"]' },
      shows: { empty: '今天已上传 5 张，请明天再来', en: 'You can upload 4 more today', tw: '今天還可上傳 4 張' },
    },
    // Another app of the school (photoCollection) routes to it; as a student, who may send an entry.
    collection: {
      path: '/photoCollection/index',
      fixtures: collectionFixtures,
      user: student,
      ready: { data: '[data-testid="campaign-entries"] li' },
      shows: {
        data: { testId: 'campaign' },
        empty: '暂无征集活动',
        envelopeError: '请求失败：征集活动服务维护中，请稍后再试',
        en: '3 entries so far',
        tw: '已收到 3 份作品',
      },
    },
  },
);
