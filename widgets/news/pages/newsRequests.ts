/**
 * What the news pages ask first, shared by the pages and the widget's `requests` (index.ts), so the
 * request the portal sends while a page loads is the very one the page makes.
 */
import type { NewsProps } from '../generated/types.ts';

/** The list's own query: its channel (all channels when the app sets none). */
export const listQuery = (props: NewsProps) => ({ channel: props.channel });

/** Articles per page. */
export const listSize = (props: NewsProps) => props.pageSize ?? 10;
