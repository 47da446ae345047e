/**
 * What a widget lets a user upload, checked in the browser before anything is sent (the school's server
 * checks again: these checks are for a quick, clear message, not for safety).
 */

export interface UploadRules {
  /** Accepted MIME types, e.g. `image/png`; also what the file picker offers (`accept`). */
  accept: readonly string[];
  maxBytes: number;
}

export const IMAGE_UPLOAD: UploadRules = {
  accept: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
};

export const DOCUMENT_UPLOAD: UploadRules = {
  accept: [
    ...IMAGE_UPLOAD.accept,
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  maxBytes: 10 * 1024 * 1024,
};

export type UploadProblem = { reason: 'empty' } | { reason: 'type'; name: string } | { reason: 'size'; name: string; maxMb: number };

/** Why a chosen file cannot be uploaded under `rules`, or undefined when it can. */
export function checkUpload(file: Pick<File, 'name' | 'type' | 'size'>, rules: UploadRules): UploadProblem | undefined {
  if (file.size === 0) return { reason: 'empty' };
  if (!rules.accept.includes(file.type)) return { reason: 'type', name: file.name };
  if (file.size > rules.maxBytes) return { reason: 'size', name: file.name, maxMb: Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10 };
  return undefined;
}

/** The i18n key (runtime `portal` texts) and values that say a problem to the user. */
export function uploadProblemText(problem: UploadProblem): [key: string, values: Record<string, string | number>] {
  switch (problem.reason) {
    case 'empty':
      return ['upload.empty', {}];
    case 'type':
      return ['upload.badType', { name: problem.name }];
    case 'size':
      return ['upload.tooLarge', { name: problem.name, max: problem.maxMb }];
  }
}
