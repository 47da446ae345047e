/**
 * Spec §7 share (shareConpifigApi): what the portal sends to the school's share-info call.
 * - url: the current address without the OAuth `code`, `CODE`, `state`, `STATE` parameters;
 * - service: the `service` query parameter, else the current page name;
 * - service_id: the manifest's constant, else the query parameter the manifest names.
 */
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';

const oauthParams = ['code', 'CODE', 'state', 'STATE'];

export function shareUrl(href: string): string {
  const url = new URL(href);
  for (const name of oauthParams) url.searchParams.delete(name);
  return url.href;
}

export function shareRequest(href: string, pageName: string, settings: ResolvedSiteManifest['share']) {
  const query = new URL(href).searchParams;
  const serviceId = settings.serviceId ?? (settings.serviceIdParam ? query.get(settings.serviceIdParam) : null) ?? '';
  return { service: query.get('service') || pageName, service_id: serviceId, url: shareUrl(href) };
}
