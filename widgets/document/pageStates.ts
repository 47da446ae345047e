/**
 * The document pages in each state: their stories, page tests and path walk read this table. 刘书记 (a
 * leader) reads and handles, 赵敏 (the registrar) drafts and reports.
 */
import { definePageStates, type ApiPageStates, type Shown } from '../../runtime/app/testing/fixtureKit.ts';
import { documentFixtures as fixtures, documentReader as reader, documentSender as sender } from './fixtures.ts';

/** The page at `/document/<address>` as `user`, answered by fixtures.ts. */
const page = (address: string, user: ApiPageStates['user'], ready: ApiPageStates['ready'], shows: ApiPageStates['shows']): ApiPageStates => ({
  path: `/document/${address}`,
  fixtures,
  user,
  ready,
  shows,
});
/** Ready once the list `testId` has an item. */
const listed = (testId: string) => ({ data: `[data-testid="${testId}"] li` });
/** A page of one form or document, shown in its Empty state too (nothing of it is a list). */
const whole = (testId: string, data = `[data-testid="${testId}"]`) => ({ data, empty: `[data-testid="${testId}"]` });
const testId = (id: string): Shown => ({ testId: id });
/** A box of documents as cards, empty in the box's own words. */
const box = (address: string, user: ApiPageStates['user'], empty: string) =>
  page(address, user, listed('document-list'), { data: testId('document-list'), empty, en: 'Most urgent', tw: '已逾期' });

export const documentPages = definePageStates({
  // My open tasks, most urgent first; what I acted on; what is circulated to me, with the confirm button.
  backlog: box('backlog', reader, '没有待办公文'),
  complete: box('complete', reader, '还没有办理过公文'),
  waitpage: box('waitpage', reader, '没有传阅给您的公文'),
  // What the registrar sent that is still moving.
  flow: box('flow', sender, '您发起的公文都已办结'),
  // The supervising departments and my reports.
  choosecompany: page('choosecompany', sender, listed('document-companies'), {
    data: testId('document-companies'),
    empty: '还没有上报过公文',
    en: 'Report to 武汉市教育局',
    tw: '向湖北省财政厅上報',
  }),
  // The registrar drafting, and the handler picker for a countersign, back to the draft.
  sendpage: page('sendpage', sender, whole('document-send'), {
    data: testId('document-send-steps'),
    empty: testId('document-send'),
    en: 'Steps and handlers',
    tw: '流程與辦理人',
  }),
  user: page('user?step=3&name=会签&return=/document/sendpage', sender, listed('document-users'), {
    data: testId('document-users'),
    empty: '没有找到教职工',
    en: 'Handlers for “会签”',
    tw: '為「会签」選擇辦理人',
  }),
  // Document 37 for the leader: about to write an instruction; the full text; the red-head layout; its log.
  flowpage: page('flowpage?id=37', reader, whole('document-handle', '[data-testid="document-handle"] textarea'), {
    data: '批示并提交',
    empty: '该公文当前不需要您办理',
    en: 'Instruct and pass on',
    tw: '批示並提交',
  }),
  officialpage: page('officialpage?id=37', reader, whole('document-official'), {
    data: testId('document-official'),
    empty: testId('document-official'),
    en: 'Issuing office',
    tw: '發文（來文）單位',
  }),
  redpage: page('redpage?id=37', reader, whole('document-red'), { data: '示范大学收文处理笺', empty: testId('document-red'), en: 'Print', tw: '列印' }),
  flowlog: page('flowlog?id=37', reader, listed('document-log'), { data: testId('document-log'), empty: '还没有流转记录', en: 'reminded', tw: '催辦' }),
});
