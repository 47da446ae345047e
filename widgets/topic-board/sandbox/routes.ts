/**
 * Topic board (话题留言板) endpoints of the topic-board widget: `topic-board.list`, `.detail`, `.posts`, and
 * with a login `.post` (a message with up to 9 of the user's own uploaded images) and `.reply`. Their `d`
 * must validate against widgets/topic-board/contracts/*.schema.json (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  readStoredFile,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  pageWindow,
} from '../../../sandbox/kit.ts';

/** What the handlers hold a message to; its text the body contracts check (contracts/topic-board.post.body.schema.json). */
export const TOPIC_LIMITS = { images: 9, repliesShown: 50 } as const;
/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const TOPIC_MESSAGES = {
  topicNotFound: { zh: '该话题不存在或已关闭', en: 'This topic does not exist or has been closed', tw: '該話題不存在或已關閉' },
  postNotFound: { zh: '该留言不存在或已删除', en: 'This message does not exist or has been deleted', tw: '該留言不存在或已刪除' },
  tooManyImages: {
    zh: `最多上传 ${TOPIC_LIMITS.images} 张图片`,
    en: `You can add at most ${TOPIC_LIMITS.images} pictures`,
    tw: `最多上傳 ${TOPIC_LIMITS.images} 張圖片`,
  },
  badImage: { zh: '图片无效，请重新上传', en: 'A picture is not valid; upload it again', tw: '圖片無效，請重新上傳' },
} as const satisfies Record<string, LocalMessage>;

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

  routes.get('topic-board.list', (_c, { input, ok }) => {
    const { page, size, offset } = pageWindow(input);
    return ok({
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
    });
  });

  routes.get('topic-board.detail', (c, { input, ok }) => {
    const row = topicOne.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.topicNotFound);
    return ok({
      id: row.id,
      title: row.title,
      intro: row.intro,
      author: row.author,
      createdAt: row.created_at,
      postCount: row.post_count,
      pinned: row.pinned === 1,
    });
  });

  routes.get('topic-board.posts', (c, { input, ok }) => {
    const { topicId } = input;
    const { page, size, offset } = pageWindow(input);
    if (!topicOne.get(topicId)) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.topicNotFound);
    return ok({
      list: postPage.all(topicId, size, offset).map((row) => ({
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
      total: postCount.get(topicId)!.n,
    });
  });

  // Posting and replying need a login, checked before the body (who may not post learns nothing of its fields).
  routes.use(requireLogin(services.sessions));

  routes.post('topic-board.post', (c, { input, ok }) => {
    const { topicId } = input;
    if (!topicOne.get(topicId)) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.topicNotFound);
    const user = c.get('user');
    const images = (input.images ?? '')
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
    const result = insertPost.run(topicId, user.id, user.name, input.content.trim(), JSON.stringify(images), epochSeconds(services));
    return ok({ id: Number(result.lastInsertRowid), topicId });
  });

  routes.post('topic-board.reply', (c, { input, ok }) => {
    const { postId } = input;
    if (!postOne.get(postId)) return replyFail(c, SandboxErrorCode.notFound, TOPIC_MESSAGES.postNotFound);
    const user = c.get('user');
    const createdAt = epochSeconds(services);
    const content = input.content.trim();
    const result = insertReply.run(postId, user.id, user.name, content, createdAt);
    return ok({ id: Number(result.lastInsertRowid), postId, author: user.name, content, createdAt });
  });

  return routes.app;
}
