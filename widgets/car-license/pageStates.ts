/** The vehicle pass pages in each state, as 王小明: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { carLicenseFixtures, passUser } from './fixtures.ts';

export const carLicensePages = definePageStates(
  { fixtures: carLicenseFixtures, user: passUser },
  {
    index: {
      path: '/carLicense/index',
      ready: { data: '[data-testid="car-license-list"] li' },
      shows: { empty: '你还没有申请过车辆通行证', en: 'Under review', tw: '待審核' },
    },
    // The application form is the school's (car-license.form); a school not taking applications answers 404.
    savepage: {
      path: '/carLicense/savepage',
      ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="no-data"]' },
      shows: {
        data: '通行证由保卫处审核',
        empty: '暂不受理车辆通行证申请',
        envelopeError: '请求失败：通行证服务维护中，请稍后再试',
        en: 'The security office reviews applications',
        tw: '通行證由保衛處審核',
      },
    },
    lookpage: {
      path: '/carLicense/lookpage?id=1',
      ready: { data: '[data-testid="car-license-state"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该申请不存在或不是你的', en: 'Show the pass number when you drive in', tw: '入校時請出示通行證編號' },
    },
  },
);
