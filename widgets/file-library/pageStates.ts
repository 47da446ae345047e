/** The file-library page in each state: its stories, page tests and path walk read this table. */
import { definePageStates, student } from '../../runtime/app/testing/fixtureKit.ts';
import { fileLibraryFixtures } from './fixtures.ts';

export const fileLibraryPages = definePageStates({
  // commonFile/index: the libraries need a login.
  index: {
    path: '/commonFile/index',
    fixtures: fileLibraryFixtures,
    user: student,
    ready: { data: '[data-testid="file-list"] li' },
    shows: { empty: '暂无可下载的文件', envelopeError: '请求失败：文件服务维护中，请稍后再试', en: '12 files', tw: '共 12 個文件' },
  },
});
