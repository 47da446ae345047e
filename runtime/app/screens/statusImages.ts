/**
 * The runtime's own pictures for its status views (nothing here, no such page, the network down). They are
 * assets of the build, inlined into its script, so they show whatever a school's `images.prefix` says (that
 * prefix is for the school's content images) and even when the network is what failed.
 */
import empty from './images/empty.svg';
import networkError from './images/network-error.svg';
import noPage from './images/no-page.svg';

export const statusImages = { empty, networkError, noPage } as const;
