/** The approval pages in each state, as 李老师 (the applicant) unless another user is named: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { applicantUser, approvalFixtures, approverUser, finalFixtures, reviewFixtures, reviewerUser } from './fixtures.ts';

/**
 * A page of the application of `?id=`, its data marked by `testId`; empty, the school saying it is gone or
 * not the user's to see.
 */
const applicationPage = (path: string, testId: string, en: string, tw: string) => ({
  path,
  ready: { data: `[data-testid="${testId}"]`, empty: '[data-testid="no-data"]' },
  shows: { empty: '该申请不存在或你无权查看', en, tw },
});

/** An application type's form and its steps; `en` and `tw` name something of its chain. */
const typeForm = (page: string, en: string, tw: string) => ({
  path: `/upcApproval/${page}`,
  ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="no-data"]' },
  shows: { data: { testId: 'upc-steps' }, empty: '没有这种审批类型', en, tw },
});

export const upcApprovalPages = definePageStates(
  { fixtures: approvalFixtures, user: applicantUser },
  {
    // The types to start and 李老师's applications.
    index: {
      path: '/upcApproval/index',
      ready: { data: '[data-testid="upc-mine"] li' },
      shows: { empty: '你还没有发起过申请', en: 'Steps: Department review → Party and President’s Office', tw: '目前環節：分管領導審批' },
    },
    // 李老师's approved seal request with both decisions.
    upcdetail: applicationPage('/upcApproval/upcdetail?id=1', 'upc-chain', 'Approved.', '申請已審批通過。'),
    // The seal request, the business trip (over 5000 yuan the leader in charge decides too), the expense claim.
    upcTypeOne: typeForm('upcTypeOne', 'Decided by 吴振华', '學校行政公章'),
    upcTypeTwo: typeForm('upcTypeTwo', 'Only when: Budget over 5000 yuan', '僅預算超過 5000 元時'),
    upcTypeThree: typeForm('upcTypeThree', 'Decided by 刘书记', '審批人 刘书记'),
    // 何静's first review of a seal request.
    trialUserdetail: {
      ...applicationPage('/upcApproval/trialUserdetail?id=7', 'upc-decision', 'Return for changes', '退回修改'),
      fixtures: reviewFixtures,
      user: reviewerUser,
    },
    // 吴振华's final approval of a seal request 何静 passed.
    userdetail: {
      ...applicationPage(
        '/upcApproval/userdetail?id=7',
        'upc-decision',
        'Required to return or reject; optional to pass or approve',
        '退回或不同意時必須填寫；通過或同意時可不填',
      ),
      fixtures: finalFixtures,
      user: approverUser,
    },
    // 何静's pending and done decisions.
    upcUserProc: {
      path: '/upcApproval/upcUserProc',
      user: reviewerUser,
      ready: { data: '[data-testid="upc-inbox"] li' },
      shows: { empty: '暂无待你审批的申请', en: 'To do (2)', tw: '已辦（2）' },
    },
  },
);
