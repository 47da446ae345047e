/**
 * Topic board (话题留言板) endpoints of the topic-board widget: `topic-board.list`, `.detail`, `.posts`, and
 * with a login `.post` (a message with up to 9 of the user's own uploaded images) and `.reply`. Their `d`
 * must validate against widgets/topic-board/contracts/*.schema.json (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import type { TopicBoardDetailData, TopicBoardListData, TopicBoardPostData, TopicBoardPostsData, TopicBoardReplyData } from '../generated/types.ts';
import {
  readStoredFile,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  parsePageParams,
  parseIdParam,
  readBody,
  textField,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';

export const TOPIC_LIMITS = { postLength: 500, replyLength: 200, images: 9, repliesShown: 50 } as const;
/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const TOPIC_MESSAGES = {
  topicNotFound: { zh: '该话题不存在或已关闭', en: 'This topic does not exist or has been closed', tw: '該話題不存在或已關閉' },
  postNotFound: { zh: '该留言不存在或已删除', en: 'This message does not exist or has been deleted', tw: '該留言不存在或已刪除' },
  contentEmpty: { zh: '请填写内容', en: 'Write something first', tw: '請填寫內容' },
  contentTooLong: (max: number): InThreeLanguages => ({
    zh: `内容不能超过 ${max} 个字`,
    en: `The text can be at most ${max} characters`,
    tw: `內容不能超過 ${max} 個字`,
  }),
  tooManyImages: {
    zh: `最多上传 ${TOPIC_LIMITS.images} 张图片`,
    en: `You can add at most ${TOPIC_LIMITS.images} pictures`,
    tw: `最多上傳 ${TOPIC_LIMITS.images} 張圖片`,
  },
  badImage: { zh: '图片无效，请重新上传', en: 'A picture is not valid; upload it again', tw: '圖片無效，請重新上傳' },
} as const satisfies Record<string, LocalMessage | ((max: number) => InThreeLanguages)>;

interface TopicRow {
  id: number;
  title: string;
  summary: string;
  intro: string;
  author: string;
  pinned: number;
  created_at: number;
  post_count: number;
  last_post_at: number | null;
}

const ATTACH_PREFIX = '/site/attach?file=';

/** Characters as the user sees them (an emoji is one). */
const length = (text: string) => [...text].length;

/** The content's problem, or undefined: required after trimming, at most `max` characters. */
function checkContent(raw: string | undefined, max: number): InThreeLanguages | undefined {
  const text = (raw ?? '').trim();
  if (text === '') return TOPIC_MESSAGES.contentEmpty;
  if (length(text) > max) return TOPIC_MESSAGES.contentTooLong(max);
  return undefined;
}

export function createTopicRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  const topicColumns = `t.*, (SELECT COUNT(*) FROM topic_posts p WHERE p.topic_id = t.id) AS post_count,
    (SELECT MAX(created_at) FROM topic_posts p WHERE p.topic_id = t.id) AS last_post_at`;
  const topicPage = db.prepare<[number, number], TopicRow>(
    `SELECT ${topicColumns} FROM topics t ORDER BY t.pinned DESC, COALESCE(last_post_at, t.created_at) DESC, t.id DESC LIMIT ? OFFSET ?`,
  );
  const topicCount = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM topics');
  const topicOne = db.prepare<[number], TopicRow>(`SELECT ${topicColumns} FROM topics t WHERE t.id = ?`);
  const postPage = db.prepare<[number, number, number], { id: number; author_name: string; content: string; images: string; created_at: number }>(
    'SELECT * FROM topic_posts WHERE topic_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const postCount = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM topic_posts WHERE topic_id = ?');
  const postOne = db.prepare<[number], { id: number }>('SELECT id FROM topic_posts WHERE id = ?');
  const repliesOf = db.prepare<[number, number], { id: number; author_name: string; content: string; created_at: number }>(
    'SELECT * FROM topic_replies WHERE post_id = ? ORDER BY created_at, id LIMIT ?',
  );
  const insertPost = db.prepare<[number, number, string, string, string, number]>(
    'INSERT INTO topic_posts (topic_id, user_id, author_name, content, images, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertReply = db.prepare<[number, number, string, string, number]>(
    'INSERT INTO topic_replies (post_id, user_id, author_name, content, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  routes.get('topic-board.list', (c) => {
    const paging = parsePageParams(c);
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const { page, size, offset } = paging.value;
    const data: TopicBoardListData = {
      list: topicPage.all(size, offset).map((row) => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        author: row.author,
        createdAt: row.created_at,
        postCount: row.post_count,
        ...(row.last_post_at !== null ? { lastPostAt: row.last_post_at } : {}),
        pinned: row.pinned === 1,
      })),
      page,
      size,
      total: topicCount.get()!.n,
    };
    return replyOk(c, data);
  });

  routes.get('topic-board.detail', (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const row = topicOne.get(id.value);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.topicNotFound);
    const data: TopicBoardDetailData = {
      id: row.id,
      title: row.title,
      intro: row.intro,
      author: row.author,
      createdAt: row.created_at,
      postCount: row.post_count,
      pinned: row.pinned === 1,
    };
    return replyOk(c, data);
  });

  routes.get('topic-board.posts', (c) => {
    const topicId = parseIdParam(c.req.query('topicId'), 'topicId');
    if (!topicId.ok) return replyFail(c, SandboxErrorCode.badRequest, topicId.message);
    if (!topicOne.get(topicId.value)) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.topicNotFound);
    const paging = parsePageParams(c);
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const { page, size, offset } = paging.value;
    const data: TopicBoardPostsData = {
      list: postPage.all(topicId.value, size, offset).map((row) => ({
        id: row.id,
        author: row.author_name,
        content: row.content,
        images: JSON.parse(row.images) as string[],
        createdAt: row.created_at,
        replies: repliesOf
          .all(row.id, TOPIC_LIMITS.repliesShown)
          .map((reply) => ({ id: reply.id, author: reply.author_name, content: reply.content, createdAt: reply.created_at })),
      })),
      page,
      size,
      total: postCount.get(topicId.value)!.n,
    };
    return replyOk(c, data);
  });

  routes.post('topic-board.post', requireLogin(services.sessions), async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const topicId = parseIdParam(textField(read.body, 'topicId'), 'topicId');
    if (!topicId.ok) return replyFail(c, SandboxErrorCode.badRequest, topicId.message);
    if (!topicOne.get(topicId.value)) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.topicNotFound);
    const content = textField(read.body, 'content');
    const problem = checkContent(content, TOPIC_LIMITS.postLength);
    if (problem) return replyFail(c, SandboxErrorCode.badRequest, problem);
    const user = c.get('user');
    const images = (textField(read.body, 'images') ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    if (images.length > TOPIC_LIMITS.images) return replyFail(c, SandboxErrorCode.badRequest, TOPIC_MESSAGES.tooManyImages);
    // Only images this user uploaded: a message cannot show somebody else's file or any outside URL.
    for (const url of images) {
      const stored = url.startsWith(ATTACH_PREFIX) ? readStoredFile(db, decodeURIComponent(url.slice(ATTACH_PREFIX.length))) : undefined;
      if (!stored || !stored.type.startsWith('image/') || stored.owner !== user.username)
        return replyFail(c, SandboxErrorCode.badRequest, TOPIC_MESSAGES.badImage);
    }
    const result = insertPost.run(topicId.value, user.id, user.name, content!.trim(), JSON.stringify(images), epochSeconds(services));
    const data: TopicBoardPostData = { id: Number(result.lastInsertRowid), topicId: topicId.value };
    return replyOk(c, data);
  });

  routes.post('topic-board.reply', requireLogin(services.sessions), async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const postId = parseIdParam(textField(read.body, 'postId'), 'postId');
    if (!postId.ok) return replyFail(c, SandboxErrorCode.badRequest, postId.message);
    if (!postOne.get(postId.value)) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.postNotFound);
    const content = textField(read.body, 'content');
    const problem = checkContent(content, TOPIC_LIMITS.replyLength);
    if (problem) return replyFail(c, SandboxErrorCode.badRequest, problem);
    const user = c.get('user');
    const createdAt = epochSeconds(services);
    const result = insertReply.run(postId.value, user.id, user.name, content!.trim(), createdAt);
    const data: TopicBoardReplyData = { id: Number(result.lastInsertRowid), postId: postId.value, author: user.name, content: content!.trim(), createdAt };
    return replyOk(c, data);
  });

  return routes.app;
}
