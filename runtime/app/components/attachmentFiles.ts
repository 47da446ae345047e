/**
 * Facts about an attachment link (legacy-portal §7: `/site/attach?file=all/…`, or a school's own absolute URL)
 * that decide how the portal offers it: which links are safe to follow, which open in place.
 */

export interface Attachment {
  name: string;
  /** `/site/attach?file=…` (or another same-origin path), or an http(s) URL of the school. */
  url: string;
  /** Bytes. */
  size?: number;
  /** MIME type. */
  type?: string;
}

export type PreviewKind = 'pdf' | 'image';

/** The link to use, or undefined for anything but a same-origin path or http(s) (no `javascript:`, no `//host`). */
export function attachmentHref(url: string): string | undefined {
  if (/^\/(?![/\\])/.test(url)) return url;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

const extension = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** A short badge for the file's kind: PDF, DOCX, XLSX, IMG… */
export function attachmentBadge(file: Pick<Attachment, 'name' | 'type'>): string {
  if (file.type?.startsWith('image/')) return 'IMG';
  const ext = extension(file.name);
  return ext ? ext.toUpperCase() : 'FILE';
}

/**
 * PDFs and images of the portal's own origin open in the in-page viewer; the rest download. Another
 * origin's file is never framed (its page could be anything): it opens in a new tab instead.
 */
export function previewKind(file: Attachment): PreviewKind | undefined {
  if (!/^\/(?![/\\])/.test(file.url)) return undefined;
  const ext = extension(file.name);
  if (file.type === 'application/pdf' || (!file.type && ext === 'pdf')) return 'pdf';
  if (file.type?.startsWith('image/') || (!file.type && ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext))) return 'image';
  return undefined;
}

/** 512 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
