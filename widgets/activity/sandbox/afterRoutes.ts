/**
 * What an activity keeps around it: its files (the organiser uploads them: schedule, guide, slides), and
 * after it has ended its comments and photo albums, written and added by those who took part and by its
 * organiser. Before the end a comment or a photo is refused with the time they open.
 */
import {
  epochSeconds,
  FILE_KEY_PATTERN,
  ownUploadedImage,
  replyFail,
  SandboxErrorCode,
  type KeyedRoutes,
  type LoggedInEnv,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { afterEventRefusal, manages } from './activityAccess.ts';
import { ACTIVITY_MESSAGES } from './activityMessages.ts';
import { activityStatements, toSummary } from './activityStore.ts';

interface FileRow {
  id: number;
  name: string;
  url: string;
  size: number;
  type: string;
  at: number;
  by_name: string;
}
interface CommentRow {
  id: number;
  username: string;
  name: string;
  text: string;
  at: number;
}
interface PhotoRow {
  id: number;
  url: string;
  name: string;
  at: number;
}

const toFile = (row: FileRow) => ({ id: row.id, name: row.name, url: row.url, size: row.size, type: row.type, at: row.at, by: row.by_name });
const toPhoto = (row: PhotoRow) => ({ id: row.id, url: row.url, by: row.name, at: row.at });

export function addAfterRoutes(routes: KeyedRoutes<LoggedInEnv>, services: SandboxServices) {
  const { db } = services;
  const st = activityStatements(db);
  const files = db.prepare<[number], FileRow>('SELECT * FROM activity_files WHERE activity_id = ? ORDER BY at DESC, id DESC');
  const file = db.prepare<[number], FileRow>('SELECT * FROM activity_files WHERE id = ?');
  const upload = db.prepare<[string, string], { name: string; size: number; type: string }>('SELECT name, size, type FROM files WHERE key = ? AND owner = ?');
  const addFile = db.prepare<[number, string, string, number, string, number, string]>(
    'INSERT INTO activity_files (activity_id, name, url, size, type, at, by_name) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const comments = db.prepare<[number], CommentRow>('SELECT * FROM activity_comments WHERE activity_id = ? ORDER BY at DESC, id DESC');
  const comment = db.prepare<[number], CommentRow>('SELECT * FROM activity_comments WHERE id = ?');
  const addComment = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO activity_comments (activity_id, username, name, text, at) VALUES (?, ?, ?, ?, ?)',
  );
  const albums = db.prepare<[number], { id: number; title: string; cover: string | null; count: number }>(`
    SELECT b.id, b.title, (SELECT url FROM activity_photos p WHERE p.album_id = b.id ORDER BY at DESC, id DESC LIMIT 1) AS cover,
      (SELECT count(*) FROM activity_photos p WHERE p.album_id = b.id) AS count
    FROM activity_albums b WHERE b.activity_id = ? ORDER BY b.id`);
  const album = db.prepare<[number], { id: number; title: string; activity_id: number }>('SELECT * FROM activity_albums WHERE id = ?');
  const photos = db.prepare<[number], PhotoRow>('SELECT * FROM activity_photos WHERE album_id = ? ORDER BY at DESC, id DESC');
  const photo = db.prepare<[number], PhotoRow>('SELECT * FROM activity_photos WHERE id = ?');
  const addPhoto = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO activity_photos (album_id, url, username, name, at) VALUES (?, ?, ?, ?, ?)',
  );

  routes.get('activity.files', (c, { input, ok }) => {
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    return ok({ activity: toSummary(activity, epochSeconds(services)), manage: manages(c.get('user'), activity), list: files.all(activity.id).map(toFile) });
  });

  routes.post('activity.addFile', (c, { input, ok }) => {
    const user = c.get('user');
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    if (!manages(user, activity)) return replyFail(c, SandboxErrorCode.forbidden, ACTIVITY_MESSAGES.notYours);
    const key = input.url.match(/^\/site\/attach\?file=(.+)$/)?.[1];
    const stored = key && FILE_KEY_PATTERN.test(key) ? upload.get(key, user.username) : undefined;
    if (!stored) return replyFail(c, SandboxErrorCode.badRequest, ACTIVITY_MESSAGES.noFile);
    const id = Number(
      addFile.run(activity.id, input.name.trim() || stored.name, input.url, stored.size, stored.type, epochSeconds(services), user.name).lastInsertRowid,
    );
    return ok({ file: toFile(file.get(id)!) });
  });

  routes.get('activity.comments', (c, { input, ok }) => {
    const user = c.get('user');
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    const now = epochSeconds(services);
    return ok({
      activity: toSummary(activity, now),
      mayComment: !afterEventRefusal(user, activity, st.signupOf.get(activity.id, user.username), now),
      list: comments.all(activity.id).map((row) => ({ id: row.id, name: row.name, text: row.text, at: row.at, mine: row.username === user.username })),
    });
  });

  routes.post('activity.comment', (c, { input, ok }) => {
    const user = c.get('user');
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    const now = epochSeconds(services);
    const refusal = afterEventRefusal(user, activity, st.signupOf.get(activity.id, user.username), now);
    if (refusal) return replyFail(c, SandboxErrorCode.conflict, refusal);
    const text = input.text.trim();
    if (!text) return replyFail(c, SandboxErrorCode.badRequest, ACTIVITY_MESSAGES.emptyComment);
    const row = comment.get(Number(addComment.run(activity.id, user.username, user.name, text, now).lastInsertRowid))!;
    return ok({ comment: { id: row.id, name: row.name, text: row.text, at: row.at, mine: true } });
  });

  routes.get('activity.albums', (c, { input, ok }) => {
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    return ok({ activity: toSummary(activity, epochSeconds(services)), list: albums.all(activity.id) });
  });

  routes.get('activity.album', (c, { input, ok }) => {
    const user = c.get('user');
    const found = album.get(input.id);
    const activity = found && st.activity.get(found.activity_id);
    if (!found || !activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.albumNotFound);
    const now = epochSeconds(services);
    return ok({
      activity: toSummary(activity, now),
      album: { id: found.id, title: found.title },
      mayAdd: !afterEventRefusal(user, activity, st.signupOf.get(activity.id, user.username), now),
      photos: photos.all(found.id).map(toPhoto),
    });
  });

  routes.post('activity.addPhoto', (c, { input, ok }) => {
    const user = c.get('user');
    const found = album.get(input.album);
    const activity = found && st.activity.get(found.activity_id);
    if (!found || !activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.albumNotFound);
    const now = epochSeconds(services);
    const refusal = afterEventRefusal(user, activity, st.signupOf.get(activity.id, user.username), now);
    if (refusal) return replyFail(c, SandboxErrorCode.conflict, refusal);
    if (!ownUploadedImage(db, input.url, user.username)) return replyFail(c, SandboxErrorCode.badRequest, ACTIVITY_MESSAGES.noPhoto);
    const row = photo.get(Number(addPhoto.run(found.id, input.url, user.username, user.name, now).lastInsertRowid))!;
    return ok({ photo: toPhoto(row) });
  });
}
