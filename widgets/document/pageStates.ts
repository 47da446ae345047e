/**
 * The document pages in each state: their stories, page tests and path walk read this table. 刘书记 (a
 * leader) reads and handles, unless the page is 赵敏's (the registrar), who drafts and reports.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { documentFixtures, documentReader, documentSender as sender } from './fixtures.ts';

/** Ready once the list `testId` has an item. */
const listed = (testId: string) => ({ data: `[data-testid="${testId}"] li` });
/** A page of one form or document, shown in its empty state too (nothing of it is a list), its test id what the tests find. */
const whole = (testId: string, data = `[data-testid="${testId}"]`) => ({ data, empty: `[data-testid="${testId}"]` });
/** A box of documents as cards, empty in the box's own words. */
const box = (address: string, empty: string) => ({
  path: `/document/${address}`,
  ready: listed('document-list'),
  shows: { empty, en: 'Most urgent', tw: '已逾期' },
});

export const documentPages = definePageStates(
  { fixtures: documentFixtures, user: documentReader },
  {
    // My open tasks, most urgent first; what I acted on; what is circulated to me, with the confirm button.
    backlog: box('backlog', '没有待办公文'),
    complete: box('complete', '还没有办理过公文'),
    waitpage: box('waitpage', '没有传阅给您的公文'),
    // What the registrar sent that is still moving.
    flow: { ...box('flow', '您发起的公文都已办结'), user: sender },
    // The supervising departments and my reports.
    choosecompany: {
      path: '/document/choosecompany',
      user: sender,
      ready: listed('document-companies'),
      shows: { empty: '还没有上报过公文', en: 'Report to 武汉市教育局', tw: '向湖北省财政厅上報' },
    },
    // The registrar drafting, and the handler picker for a countersign, back to the draft.
    sendpage: {
      path: '/document/sendpage',
      user: sender,
      ready: whole('document-send'),
      shows: { data: { testId: 'document-send-steps' }, en: 'Steps and handlers', tw: '流程與辦理人' },
    },
    user: {
      path: '/document/user?step=3&name=会签&return=/document/sendpage',
      user: sender,
      ready: listed('document-users'),
      shows: { empty: '没有找到教职工', en: 'Handlers for “会签”', tw: '為「会签」選擇辦理人' },
    },
    // Document 37 for the leader: about to write an instruction; the full text; the red-head layout; its log.
    flowpage: {
      path: '/document/flowpage?id=37',
      ready: whole('document-handle', '[data-testid="document-handle"] textarea'),
      shows: { data: '批示并提交', empty: '该公文当前不需要您办理', en: 'Instruct and pass on', tw: '批示並提交' },
    },
    officialpage: {
      path: '/document/officialpage?id=37',
      ready: whole('document-official'),
      shows: { en: 'Issuing office', tw: '發文（來文）單位' },
    },
    redpage: {
      path: '/document/redpage?id=37',
      ready: whole('document-red'),
      shows: { data: '示范大学收文处理笺', en: 'Print', tw: '列印' },
    },
    flowlog: {
      path: '/document/flowlog?id=37',
      ready: listed('document-log'),
      shows: { empty: '还没有流转记录', en: 'reminded', tw: '催辦' },
    },
  },
);
