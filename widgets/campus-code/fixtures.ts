/**
 * campus-code answers for component tests and stories, shaped as the sandbox answers them and checked
 * against the contracts by tests/fixtures.test.ts. Each identity answer is a new token, as the school's is.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { CampusCodeIdentityData, CampusCodeVerifyData } from './generated/types.ts';

export const holder = { name: '王小明', roleName: '学生', account: 'st***nt' };
export const identityCode = (serial: number) => `CPID1.1.tdd1m0.nonce${serial}.${'A'.repeat(22)}${String(serial).padStart(5, '0')}`;

/** A fresh token on every call, valid for 60 s from 2026-05-11 08:00 (China time 16:00). */
export function identityAnswer() {
  let serial = 0;
  return () => {
    serial += 1;
    const issuedAt = 1_778_486_400 + serial;
    return ok({ token: identityCode(serial), issuedAt, expiresAt: issuedAt + 60, holder } satisfies CampusCodeIdentityData);
  };
}

export const verifyValid: CampusCodeVerifyData = { status: 'valid', expiresAt: 1_778_486_460, holder };

/** campus-code.verify as the school answers: the fixtures' identity codes are valid, anything else invalid. */
export const verifyAnswer = (_query: URLSearchParams, body: URLSearchParams) =>
  ok((body.get('code') ?? '').startsWith('CPID1.1.') ? verifyValid : ({ status: 'invalid' } satisfies CampusCodeVerifyData));

export const campusCodeFixtures = {
  data: { '/campus-code/identity': identityAnswer(), '/campus-code/verify': verifyAnswer },
  // An account without a campus identity (a visitor) has no code to show.
  empty: { '/campus-code/identity': failure(404, '访客账号暂无校园身份码'), '/campus-code/verify': ok({ status: 'invalid' }) },
  ...failingStates(['/campus-code/identity', '/campus-code/verify'], '身份码服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
