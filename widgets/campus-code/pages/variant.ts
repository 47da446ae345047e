import type { CampusCodeProps, Variant } from '../generated/types.ts';

/** The school's settings for the legacy page the user opened (`center/qrcodeBuaa` → variants.qrcodeBuaa). */
export function variantOf(props: CampusCodeProps, routePath: string): Variant {
  const page = routePath.split('/')[1] ?? '';
  return (props.variants && Object.hasOwn(props.variants, page) ? props.variants[page] : undefined) ?? {};
}
