/** The activity pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates, ok } from '../../runtime/app/testing/fixtureKit.ts';
import { activityFixtures, activityOrganiser as organiser, activityStudent as student, singersDetail } from './fixtures.ts';

const missing = '该活动不存在或已被删除';
// A page of one activity answers a missing one with the school's words (404): the no-data view.
const one = (data: string) => ({ data, empty: '[data-testid="no-data"]' });

export const activityPages = definePageStates(
  { fixtures: activityFixtures, user: student, envelopeError: '活动系统维护中，请稍后再试' },
  {
    index: {
      path: '/activity/index',
      ready: { data: '[data-testid="activity-mine"] li' },
      shows: { empty: '你还没有报名任何活动，去活动大厅看看吧', en: 'Waiting for review', tw: '待審核' },
    },
    hall: {
      path: '/activity/hall',
      ready: { data: '[data-testid="activity-hall"] li' },
      shows: { empty: '近期没有活动，过几天再来看看吧', en: '4 activities', tw: '共 4 個活動' },
    },
    activitydetail: {
      path: '/activity/activitydetail?id=1',
      ready: one('[data-testid="activity-detail"]'),
      shows: { empty: missing, en: 'Reviewed by the organiser', tw: '需組織者審核' },
    },
    // As the organiser: the code to show, with its QR.
    activitycode: {
      path: '/activity/activitycode?id=1',
      user: organiser,
      fixtures: { ...activityFixtures, data: { ...activityFixtures.data, '/activity/detail': ok({ ...singersDetail, manage: true }) } },
      ready: one('[data-testid="activity-code"]'),
      shows: { empty: missing, en: '4 of 10 checked in', tw: '已簽到 4 / 10 人' },
    },
    activityfile: { path: '/activity/activityfile?id=1', ready: one('[data-testid="activity-files"]'), shows: { empty: missing, en: 'Comments', tw: '相簿' } },
    activitycomment: {
      path: '/activity/activitycomment?id=3',
      ready: one('[data-testid="activity-comments"]'),
      shows: { empty: missing, en: 'Post', tw: '發表評論' },
    },
    activityphoto: {
      path: '/activity/activityphoto?id=3',
      ready: one('[data-testid="activity-albums"]'),
      shows: { empty: missing, en: '5 photos', tw: '4 張照片' },
    },
    activityphotochild: {
      path: '/activity/activityphotochild?id=2',
      ready: one('[data-testid="activity-photos"]'),
      shows: { empty: '该相册不存在', en: 'Add a photo', tw: '返回相簿列表' },
    },
    manage: {
      path: '/activity/manage',
      user: organiser,
      ready: { data: '[data-testid="activity-owned"] li' },
      shows: { empty: '你还没有发布活动', en: '3 waiting · 3 accepted · 0 checked in', tw: '待審核 3 · 已通過 10 · 已簽到 0' },
    },
    addnew: {
      path: '/activity/addnew',
      user: organiser,
      ready: { data: 'form', empty: 'form' },
      shows: { data: '活动名称', empty: '活动名称', en: 'Places', tw: '開始時間' },
    },
    activemanage: {
      path: '/activity/activemanage?id=1',
      user: organiser,
      ready: one('[data-testid="activity-participants"]'),
      shows: { empty: missing, en: 'Waiting for review (1)', tw: '報名名單（4 / 40）' },
    },
    activemanageSing: {
      path: '/activity/activemanageSing?id=1',
      user: organiser,
      ready: one('[data-testid="activity-checkins"]'),
      shows: { empty: missing, en: 'Not checked in', tw: '應到' },
    },
  },
);
