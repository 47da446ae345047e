/**
 * The topic board endpoints: topics paged (pinned first), a topic and its messages with replies, and
 * posting (text checked; only the poster's own uploaded images) and replying, both behind a login;
 * every `d` validates against widgets/topic-board/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { TopicBoardPostBody } from '../generated/types.ts';
import type { UploadedFile, Envelope } from '../../../sandbox/kit.ts';
import { TOPIC_MESSAGES } from './routes.ts';
import { SEED_TOPICS } from './seed.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const anonymous = () => keyedCaller(env.sandbox.app);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function uploadPng(caller: KeyedCaller): Promise<string> {
  const form = new FormData();
  form.set('file', new File([PNG], 'photo.png', { type: 'image/png' }));
  const response = await env.sandbox.app.fetch(
    new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie: caller.cookie } }),
  );
  return ((await response.json()) as Envelope<UploadedFile>).d.url;
}

describe('topic-board.list and topic-board.detail', () => {
  it('pages through the topics, the pinned one first', async () => {
    const first = await anonymous().get('topic-board.list', { size: 5 });
    expectContract('topic-board.list', first.d);
    expect(first.d.total).toBe(SEED_TOPICS.length);
    expect(first.d.list[0]).toMatchObject({ title: '食堂菜品意见征集', pinned: true, postCount: 12 });
    const rest = await anonymous().get('topic-board.list', { size: 5, page: 3 });
    expect(rest.d.list).toHaveLength(SEED_TOPICS.length - 10);
    expect((await anonymous().get('topic-board.list', { size: 500 })).e).toBe(400);
  });

  it('answers a topic, and 404 for an unknown one', async () => {
    const body = await anonymous().get('topic-board.detail', { id: 1 });
    expectContract('topic-board.detail', body.d);
    expect(body.d.intro).toContain('<strong>');
    expect((await anonymous().get('topic-board.detail', { id: 999 })).e).toBe(404);
  });
});

describe('topic-board.posts', () => {
  it("pages through a topic's messages, newest first, each with its replies oldest first", async () => {
    const body = await anonymous().get('topic-board.posts', { topicId: 1, size: 10 });
    expectContract('topic-board.posts', body.d);
    expect(body.d.total).toBe(12);
    const times = body.d.list.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const withReplies = (await anonymous().get('topic-board.posts', { topicId: 1, size: 50 })).d.list.find((p) => p.content.startsWith('教工餐厅'));
    expect(withReplies?.author).toBe('李老师');
    expect(withReplies?.replies.map((r) => r.author)).toEqual(['后勤管理处', '孙老师']);
    expect((await anonymous().get('topic-board.posts', { topicId: 999 })).e).toBe(404);
  });
});

describe('topic-board.post', () => {
  it('needs a login, before its body is read', async () => {
    expect((await anonymous().post('topic-board.post', { topicId: 1, content: '你好' })).e).toBe(10013);
    expect((await anonymous().post('topic-board.post', { topicId: 1, content: ' ' })).e).toBe(10013);
  });

  it("posts a message with the poster's own images, first in the topic", async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const images = [await uploadPng(student), await uploadPng(student)];
    const answer = await student.post('topic-board.post', { topicId: 3, content: '  周四能来！ ', images: images.join(',') });
    expectContract('topic-board.post', answer.d);
    expect(answer.d.topicId).toBe(3);
    env.clock += 1000;
    const newest = (await anonymous().get('topic-board.posts', { topicId: 3 })).d.list[0]!;
    expect(newest).toMatchObject({ id: answer.d.id, author: '王小明', content: '周四能来！', images });
    expect((await anonymous().get('topic-board.list')).d.list.find((t) => t.id === 3)?.postCount).toBe(3);
  });

  it("refuses empty or overlong text, too many images, another user's image and outside URLs", async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const teacher = await callAs(env.sandbox.app, 'teacher');
    const send = (fields: Partial<TopicBoardPostBody>) => student.post('topic-board.post', { topicId: 1, content: '好', ...fields });
    expect(await send({ content: '   ' })).toMatchObject({ e: 400, m: '请填写内容' });
    expect(await send({ content: '字'.repeat(501) })).toMatchObject({ e: 400, m: '内容不能超过 500 个字' });
    expect((await send({ content: '👍'.repeat(500) })).e).toBe(0);
    const mine = await uploadPng(student);
    expect(await send({ images: Array(10).fill(mine).join(',') })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.tooManyImages.zh });
    const theirs = await uploadPng(teacher);
    expect(await send({ images: theirs })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.badImage.zh });
    expect(await send({ images: 'https://evil.example/x.png' })).toMatchObject({ e: 400, m: TOPIC_MESSAGES.badImage.zh });
    expect((await send({ topicId: 999 })).e).toBe(404);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const [language, empty] of [
      ['en', 'Write something first'],
      ['tw', '請填寫內容'],
    ] as const) {
      const reader = await callAs(env.sandbox.app, 'student', language);
      expect(await reader.post('topic-board.post', { topicId: 1, content: '   ' }), language).toEqual({ e: 400, m: empty, d: null });
      expect((await reader.post('topic-board.reply', { postId: 999, content: '好' })).m, language).toBe(TOPIC_MESSAGES.postNotFound[language]);
    }
    const overlong = { postId: 1, content: '字'.repeat(201) };
    expect((await (await callAs(env.sandbox.app, 'student', 'en')).post('topic-board.reply', overlong)).m).toBe('The text can be at most 200 characters');
    expect((await (await callAs(env.sandbox.app, 'student', 'tw')).post('topic-board.reply', overlong)).m).toBe('內容不能超過 200 個字');
  });
});

describe('topic-board.reply', () => {
  it('replies to a message as the logged-in user', async () => {
    expect((await anonymous().post('topic-board.reply', { postId: 1, content: '同意' })).e).toBe(10013);
    const staff = await callAs(env.sandbox.app, 'staff');
    const answer = await staff.post('topic-board.reply', { postId: 2, content: ' 同意 ' });
    expectContract('topic-board.reply', answer.d);
    expect(answer.d).toMatchObject({ postId: 2, author: '张老师', content: '同意' });
    const posts = (await anonymous().get('topic-board.posts', { topicId: 1, size: 50 })).d.list;
    expect(posts.find((p) => p.id === 2)?.replies.at(-1)?.content).toBe('同意');
    expect((await staff.post('topic-board.reply', { postId: 2, content: '字'.repeat(201) })).e).toBe(400);
    expect((await staff.post('topic-board.reply', { postId: 9999, content: '好' })).e).toBe(404);
  });
});
