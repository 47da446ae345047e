/**
 * Who may read a channel: the users the portal lets open one of the site's news apps of
 * that channel. An app showing only that channel (`props.channel`, e.g. the demo's `tjuOfficial`, which
 * needs a permission) governs it; a channel no app shows alone is governed by the apps showing every channel
 * (the demo's `news`). So an all-channel app open to everyone never opens a channel the school guards.
 */
import type { Context } from 'hono';
import { grantOfRequest, type GrantVerdict, type SandboxServices, type ResolvedApp } from '../../../sandbox/kit.ts';
import { NEWS_CHANNELS, type NewsChannel } from './channels.ts';

const NEWS_WIDGET = 'news';

/** The channel an app shows alone, or undefined for every channel (also a route without an app: default props). */
export const channelOf = (app: ResolvedApp | undefined): string | undefined => (app?.props as { channel?: string } | undefined)?.channel;

export type ChannelGrants = Pick<SandboxServices, 'sessions' | 'siteOf'>;

/** Whether the request's user may read the channel's articles on the request's site. */
export function channelVerdict(c: Context, services: ChannelGrants, channel: string): GrantVerdict {
  const site = services.siteOf(c.req.raw);
  const ownApps = !!site && Object.values(site.apps).some((app) => app.widget === NEWS_WIDGET && channelOf(app) === channel);
  const governs = (app: ResolvedApp | undefined) => channelOf(app) === (ownApps ? channel : undefined);
  return grantOfRequest(c, services, { widgets: [NEWS_WIDGET], apps: governs });
}

/** The channels the request's user may read: what a list without a channel shows them. */
export function readableChannels(c: Context, services: ChannelGrants): NewsChannel[] {
  return NEWS_CHANNELS.filter((channel) => channelVerdict(c, services, channel) === 'open');
}
