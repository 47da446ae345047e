/**
 * What the sandbox accepts as an upload, decided from the file's first bytes, never from the name or the
 * declared type the browser sends (both are the uploader's to forge). Served back with the type found here.
 */

export interface FileKind {
  /** The MIME type the file is stored and served with. */
  type: string;
  extension: string;
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
  image: boolean;
}

const starts = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Office Open XML files are zip archives; the name's extension picks which (the zip itself is checked). */
const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The file's kind, or undefined when it is none the sandbox takes (executables, HTML, SVG with script…). */
export function sniffFileKind(bytes: Uint8Array, name: string): FileKind | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', extension: 'jpg', inline: true, image: true };
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'image/png', extension: 'png', inline: true, image: true };
  if (starts(bytes, ascii('GIF87a')) || starts(bytes, ascii('GIF89a'))) return { type: 'image/gif', extension: 'gif', inline: true, image: true };
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return { type: 'image/webp', extension: 'webp', inline: true, image: true };
  if (starts(bytes, ascii('%PDF-'))) return { type: 'application/pdf', extension: 'pdf', inline: true, image: false };
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const extension = name.toLowerCase().match(/\.(docx|xlsx|pptx)$/)?.[1];
    if (extension) return { type: OOXML[extension]!, extension, inline: false, image: false };
  }
  return undefined;
}

/** Limits per kind: photos from phones are large, documents larger. */
export const UPLOAD_LIMITS = { imageBytes: 5 * 1024 * 1024, documentBytes: 10 * 1024 * 1024 } as const;
