/**
 * The id of the JSON script element in which the host writes a site's resolved manifest and the widget
 * index into the page it serves (runtime/host/sitePage.ts), and from which boot reads them
 * (runtime/app/boot/loadSite.ts). One name for both ends.
 */
export const siteDataElementId = 'portal-site';
