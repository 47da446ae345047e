/** The form centre's pages in each state, as 王小明: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { dynamicFormFixtures, formUser } from './fixtures.ts';

const down = '表单服务维护中，请稍后再试';

export const dynamicFormPages = definePageStates(
  { fixtures: dynamicFormFixtures, user: formUser },
  {
    // The forms open to a student, their submissions and the forms they publish.
    index: {
      path: '/form/index',
      ready: { data: '[data-testid="dynamic-form-list"] li' },
      shows: { empty: '暂时没有需要你填写的表单', en: 'My submissions', tw: '我的提交' },
    },
    // The club sign-up form to fill (the sandbox's own definition); its empty state is a form that no longer exists.
    formtemplat: {
      path: '/form/formtemplat?formId=club-signup',
      ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="dynamic-form-unavailable"]' },
      shows: {
        data: { testId: 'form-runner' },
        empty: '该表单不存在或已被删除',
        envelopeError: down,
        en: 'Your answers are saved on this device',
        tw: '內容會自動儲存在本裝置上',
      },
    },
    // A submission read back.
    detail: {
      path: '/form/detail?id=12',
      ready: { data: '[data-testid="dynamic-form-answers"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该提交记录不存在', en: 'Print view', tw: '列印預覽' },
    },
    // A form's statistics for its owner: a chart per choice question, the submissions, export.
    detail2: {
      path: '/form/detail2?formId=club-signup',
      ready: { data: '[data-testid="dynamic-form-total"]', empty: '[data-testid="dynamic-form-none"]' },
      shows: { data: '共收到 3 份', empty: '还没有人提交', en: 'Submissions received: 3', tw: '共收到 3 份' },
    },
    // A submission laid out for paper.
    detail3: {
      path: '/form/detail3?id=12',
      ready: { data: '[data-testid="dynamic-form-print"]', empty: '[data-testid="no-data"]' },
      shows: { empty: '该提交记录不存在', envelopeError: down, en: 'Submitted', tw: '填寫人' },
    },
  },
);
