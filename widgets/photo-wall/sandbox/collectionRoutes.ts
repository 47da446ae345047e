/**
 * Photo collection (征集活动) endpoints of the photo-wall widget: a campaign with its submissions, and
 * sending one (logged in, before the deadline, within the per-user limit). Answers
 * widgets/photo-wall/contracts/photoCollection.*.schema.json.
 */
import type { Hono } from 'hono';
import {
  optionalUser,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  epochSeconds,
  type SandboxServices,
  ownUploadedImage,
  OWN_UPLOAD_MESSAGES,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { PHOTO_MESSAGES } from './photoMessages.ts';
import { photoWallRoutes } from './photoWallRoutes.ts';

interface CampaignRow {
  id: number;
  theme: string;
  description: string;
  organizer: string;
  cover: string;
  start_at: number;
  deadline: number;
  max_per_user: number;
}

interface EntryRow {
  id: number;
  owner: string | null;
  author: string;
  title: string;
  url: string;
  created_at: number;
}

export function createPhotoCollectionRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const { routes, members, app } = photoWallRoutes(services);
  const all = db.prepare<[], CampaignRow>('SELECT * FROM photo_campaigns ORDER BY deadline DESC, id DESC');
  const one = db.prepare<[number], CampaignRow>('SELECT * FROM photo_campaigns WHERE id = ?');
  const entryCount = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM photo_campaign_entries WHERE campaign_id = ?');
  const entries = db.prepare<[number, number, number], EntryRow>(
    'SELECT * FROM photo_campaign_entries WHERE campaign_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const mineIn = db.prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM photo_campaign_entries WHERE campaign_id = ? AND owner = ?');
  const urlUsed = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM photo_campaign_entries WHERE url = ?');
  const insert = db.prepare<[number, string, string, string, string, number]>(
    'INSERT INTO photo_campaign_entries (campaign_id, owner, author, title, url, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const isOpen = (row: CampaignRow) => {
    const now = epochSeconds(services);
    return row.start_at <= now && now < row.deadline;
  };

  routes.get('photo-wall.campaign', (c, { input, ok }) => {
    const { id } = input;
    const { size, offset } = pageWindow(input, 12);
    const campaigns = all.all();
    // Open campaigns first, each group newest deadline first.
    const ordered = [...campaigns.filter(isOpen), ...campaigns.filter((row) => !isOpen(row))];
    const chosen = id ? one.get(id) : ordered[0];
    if (id && !chosen) return replyFail(c, SandboxErrorCode.notFound, PHOTO_MESSAGES.campaignNotFound);
    const username = optionalUser(c, services.sessions)?.username;
    return ok({
      campaigns: ordered.map((row) => ({ id: row.id, theme: row.theme, open: isOpen(row) })),
      campaign: chosen
        ? {
            id: chosen.id,
            theme: chosen.theme,
            description: chosen.description,
            organizer: chosen.organizer,
            cover: chosen.cover,
            startAt: chosen.start_at,
            deadline: chosen.deadline,
            open: isOpen(chosen),
            maxPerUser: chosen.max_per_user,
            mine: username ? mineIn.get(chosen.id, username)!.n : 0,
          }
        : null,
      total: chosen ? entryCount.get(chosen.id)!.n : 0,
      list: chosen
        ? entries.all(chosen.id, size, offset).map((row) => ({
            id: row.id,
            title: row.title,
            url: row.url,
            author: row.author,
            createdAt: row.created_at,
            mine: username !== undefined && row.owner === username,
          }))
        : [],
    });
  });

  members.post('photo-wall.campaignSubmit', (c, { input, ok }) => {
    const user = c.get('user');
    const { url } = input;
    const campaign = one.get(input.campaignId);
    if (!campaign) return replyFail(c, SandboxErrorCode.notFound, PHOTO_MESSAGES.campaignNotFound);
    if (!isOpen(campaign)) return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.campaignClosed);
    if (!ownUploadedImage(db, url, user.username)) return replyFail(c, SandboxErrorCode.badRequest, OWN_UPLOAD_MESSAGES.noPhoto);
    if (urlUsed.get(url)!.n > 0) return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.enteredTwice);
    if (mineIn.get(campaign.id, user.username)!.n >= campaign.max_per_user) {
      return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.entriesLimit(campaign.max_per_user));
    }
    const { lastInsertRowid } = insert.run(campaign.id, user.username, user.name, input.title.trim(), url, epochSeconds(services));
    return ok({ id: Number(lastInsertRowid) });
  });

  return app();
}
