/**
 * Vehicle pass answers for component tests and stories: the sandbox's own application form and answers
 * shaped as it gives them, checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { CarLicenseDetailData, CarLicenseFormData, CarLicenseMineData } from './generated/types.ts';
import { PASS_FORM } from './sandbox/passForm.ts';
import { SEED_APPLICATIONS } from './sandbox/passSeed.ts';

export const passUser = { name: '王小明', auth: { home: { module: ['homepage'] } } };

export const passForm: CarLicenseFormData = { definition: PASS_FORM };

export const myPasses: CarLicenseMineData = {
  list: [
    { id: 4, plate: '京B5Z901', state: 'pending', submittedAt: 1_795_000_000, validFrom: '2026-12-01', validTo: '2027-06-30' },
    { id: 2, plate: '京N2M77A', state: 'rejected', submittedAt: 1_791_250_000, validFrom: '2026-10-08', validTo: '2027-01-15' },
    { id: 1, plate: '京A8K312', state: 'approved', submittedAt: 1_787_600_000, validFrom: '2026-09-01', validTo: '2027-08-31' },
  ],
};

export const approvedPass: CarLicenseDetailData = {
  id: 1,
  plate: '京A8K312',
  state: 'approved',
  definition: PASS_FORM,
  values: SEED_APPLICATIONS[0].values,
  submittedAt: 1_787_600_000,
  validFrom: '2026-09-01',
  validTo: '2027-08-31',
  passNumber: 'BW2026-0318',
  reviewedAt: 1_787_690_000,
  reviewer: '保卫处',
  reviewNote: '请将通行证编号贴于前挡风玻璃右下角。',
};

const PATHS = ['/carLicense/mine', '/carLicense/form', '/carLicense/detail'];

/** API answers for each state of the vehicle pass pages. */
export const carLicenseFixtures = {
  data: { '/carLicense/mine': ok(myPasses), '/carLicense/form': ok(passForm), '/carLicense/detail': ok(approvedPass), '/carLicense/submit': ok({ id: 4 }) },
  empty: {
    '/carLicense/mine': ok({ list: [] }),
    '/carLicense/form': failure(404, '暂不受理车辆通行证申请'),
    '/carLicense/detail': failure(404, '该申请不存在或不是你的'),
  },
  ...failingStates(PATHS, '通行证服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
