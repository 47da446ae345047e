/**
 * The topic board endpoints: topics paged (pinned first), a topic and its messages with replies, and
 * posting (text checked; only the poster's own uploaded images) and replying, both behind a login;
 * every `d` validates against widgets/topic-board/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { TopicBoardDetailData, TopicBoardListData, TopicBoardPostData, TopicBoardPostsData, TopicBoardReplyData } from '../generated/types.ts';
import type { UploadedFile, Envelope } from '../../../sandbox/kit.ts';
import { TOPIC_MESSAGES } from './routes.ts';
import { SEED_TOPICS } from './seed.ts';
import { clockedSandbox, formRequest, getAs, logIn, expectContract } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const get = <T>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, path, cookie).then((answer) => answer.body);
const post = async <T>(path: string, fields: Record<string, string>, cookie?: string) =>
  (await (await env.sandbox.app.fetch(formRequest(path, fields, { cookie }))).json()) as Envelope<T>;

async function uploadPng(cookie: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([PNG], 'photo.png', { type: 'image/png' }));
  const response = await env.sandbox.app.fetch(new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie } }));
  return ((await response.json()) as Envelope<UploadedFile>).d.url;
}

describe('topic-board.list and topic-board.detail', () => {
  it('pages through the topics, the pinned one first', async () => {
    const first = await get<TopicBoardListData>('/api/topic/list?size=5');
    expectContract('topic-board.list', first.d);
    expect(first.d.total).toBe(SEED_TOPICS.length);
    expect(first.d.list[0]).toMatchObject({ title: '食堂菜品意见征集', pinned: true, postCount: 12 });
    const rest = await get<TopicBoardListData>('/api/topic/list?size=5&page=3');
    expect(rest.d.list).toHaveLength(SEED_TOPICS.length - 10);
    expect((await get('/api/topic/list?size=500')).e).toBe(400);
  });

  it('answers a topic, and 404 for an unknown one', async () => {
    const body = await get<TopicBoardDetailData>('/api/topic/detail?id=1');
    expectContract('topic-board.detail', body.d);
    expect(body.d.intro).toContain('<strong>');
    expect((await get('/api/topic/detail?id=999')).e).toBe(404);
  });
});

describe('topic-board.posts', () => {
  it("pages through a topic's messages, newest first, each with its replies oldest first", async () => {
    const body = await get<TopicBoardPostsData>('/api/topic/posts?topicId=1&size=10');
    expectContract('topic-board.posts', body.d);
    expect(body.d.total).toBe(12);
    const times = body.d.list.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const withReplies = (await get<TopicBoardPostsData>('/api/topic/posts?topicId=1&size=50')).d.list.find((p) => p.content.startsWith('教工餐厅'));
    expect(withReplies?.author).toBe('李老师');
    expect(withReplies?.replies.map((r) => r.author)).toEqual(['后勤管理处', '孙老师']);
    expect((await get('/api/topic/posts?topicId=999')).e).toBe(404);
  });
});

describe('topic-board.post', () => {
  it('needs a login', async () => {
    expect((await post('/api/topic/post', { topicId: '1', content: '你好' })).e).toBe(10013);
  });

  it("posts a message with the poster's own images, first in the topic", async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const images = [await uploadPng(cookie), await uploadPng(cookie)];
    const answer = await post<TopicBoardPostData>('/api/topic/post', { topicId: '3', content: '  周四能来！ ', images: images.join(',') }, cookie);
    expectContract('topic-board.post', answer.d);
    expect(answer.d.topicId).toBe(3);
    env.clock += 1000;
    const newest = (await get<TopicBoardPostsData>('/api/topic/posts?topicId=3')).d.list[0]!;
    expect(newest).toMatchObject({ id: answer.d.id, author: '王小明', content: '周四能来！', images });
    expect((await get<TopicBoardListData>('/api/topic/list')).d.list.find((t) => t.id === 3)?.postCount).toBe(3);
  });

  it("refuses empty or overlong text, too many images, another user's image and outside URLs", async () => {
    const student = await logIn(env.sandbox.app, 'student');
    const teacher = await logIn(env.sandbox.app, 'teacher');
    const send = (fields: Record<string, string>, cookie = student.cookie) => post('/api/topic/post', { topicId: '1', content: '好', ...fields }, cookie);
    expect(await send({ content: '   ' })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.contentEmpty.zh });
    expect(await send({ content: '字'.repeat(501) })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.contentTooLong(500).zh });
    expect((await send({ content: '👍'.repeat(500) })).e).toBe(0);
    const mine = await uploadPng(student.cookie);
    expect(await send({ images: Array(10).fill(mine).join(',') })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.tooManyImages.zh });
    const theirs = await uploadPng(teacher.cookie);
    expect(await send({ images: theirs })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.badImage.zh });
    expect(await send({ images: 'https://evil.example/x.png' })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.badImage.zh });
    expect((await send({ topicId: '999' })).e).toBe(404);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    for (const language of ['en', 'tw'] as const) {
      const reader = `${cookie}; portal-lang=${language}`;
      expect(await post('/api/topic/post', { topicId: '1', content: '   ' }, reader), language).toEqual({
        e: 400,
        m: TOPIC_MESSAGES.contentEmpty[language],
        d: null,
      });
      expect((await post('/api/topic/reply', { postId: '999', content: '好' }, reader)).m, language).toBe(TOPIC_MESSAGES.postNotFound[language]);
    }
    const overlong = { postId: '1', content: '字'.repeat(201) };
    expect((await post('/api/topic/reply', overlong, `${cookie}; portal-lang=en`)).m).toBe('The text can be at most 200 characters');
    expect((await post('/api/topic/reply', overlong, `${cookie}; portal-lang=tw`)).m).toBe('內容不能超過 200 個字');
  });
});

describe('topic-board.reply', () => {
  it('replies to a message as the logged-in user', async () => {
    expect((await post('/api/topic/reply', { postId: '1', content: '同意' })).e).toBe(10013);
    const { cookie } = await logIn(env.sandbox.app, 'staff');
    const answer = await post<TopicBoardReplyData>('/api/topic/reply', { postId: '2', content: ' 同意 ' }, cookie);
    expectContract('topic-board.reply', answer.d);
    expect(answer.d).toMatchObject({ postId: 2, author: '张老师', content: '同意' });
    const posts = (await get<TopicBoardPostsData>('/api/topic/posts?topicId=1&size=50')).d.list;
    expect(posts.find((p) => p.id === 2)?.replies.at(-1)?.content).toBe('同意');
    expect((await post('/api/topic/reply', { postId: '2', content: '字'.repeat(201) }, cookie)).e).toBe(400);
    expect((await post('/api/topic/reply', { postId: '9999', content: '好' }, cookie)).e).toBe(404);
  });
});
