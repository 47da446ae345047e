/**
 * Notice composer answers for component tests and stories, shaped as the sandbox answers and checked
 * against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { AnnouncementReleaseMineData } from './generated/types.ts';

export const myNotices: AnnouncementReleaseMineData = {
  list: [
    {
      id: 18,
      title: '关于2027年元旦放假安排的通知',
      audience: ['students', 'teachers', 'staff'],
      important: false,
      publishedAt: 1_795_136_400,
      recipients: 4,
      readCount: 1,
      attachmentCount: 0,
    },
    {
      id: 11,
      title: '图书馆电子资源试用通知',
      audience: ['students', 'teachers', 'staff'],
      important: false,
      publishedAt: 1_794_618_000,
      recipients: 4,
      readCount: 2,
      attachmentCount: 0,
    },
    {
      id: 6,
      title: '关于调整校园巴士运行时刻的通知',
      audience: ['students', 'teachers', 'staff'],
      important: false,
      publishedAt: 1_794_186_000,
      recipients: 4,
      readCount: 0,
      attachmentCount: 0,
    },
    {
      id: 3,
      title: '关于期末考试安排的通知',
      audience: ['students'],
      important: true,
      publishedAt: 1_793_000_000,
      recipients: 1,
      readCount: 1,
      attachmentCount: 1,
    },
  ],
};

/** upload.index as the sandbox answers it (legacy-portal §7): the stored file's address, name, size and type. */
export const uploadAnswer = (_query: URLSearchParams, body: URLSearchParams) =>
  ok({ url: `/site/attach?file=all/2026/${'a'.repeat(16)}.pdf`, name: body.get('file') ?? 'upload.pdf', size: 1024, type: 'application/pdf' });

/** announcement-release.publish, remembering the bodies sent. */
export const publishAnswer =
  (sent: URLSearchParams[] = []) =>
  (_query: URLSearchParams, body: URLSearchParams) => {
    sent.push(body);
    return ok({ id: 19, recipients: body.get('audience') === 'all' ? 4 : 1 });
  };

export const releaseFixtures = {
  data: { '/announcement/mine': ok(myNotices), '/announcement/publish': publishAnswer(), '/upload/index': uploadAnswer },
  empty: { '/announcement/mine': ok({ list: [] }), '/announcement/publish': publishAnswer(), '/upload/index': uploadAnswer },
  ...failingStates(['/announcement/mine'], '通知发布服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/** The demo staff account: may compose and publish. */
export const publisherUser = { name: '张老师', auth: { announcementRelease: { module: ['compose', 'publish'] } } };
