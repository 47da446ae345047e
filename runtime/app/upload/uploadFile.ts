/**
 * Uploads through the school's upload calls (legacy-portal §7: `/api/upload/index` for files, `/api/upload/bybase64`
 * for images drawn or cropped in the page). Both answer d = {@link UploadedFile}.
 */
import { useCallback } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ApiClient } from '../api/requestClient.ts';
import { withoutBidiControls } from '../../shared/bidiControls.ts';
import { checkUpload, uploadProblemText, type UploadProblem, type UploadRules } from './uploadRules.ts';

export interface UploadedFile {
  /** Where the file is read back, e.g. `/site/attach?file=all/2026/….png`. */
  url: string;
  name: string;
  size: number;
  type: string;
}

/** Thrown before sending when the file breaks the rules; `problem` says why. */
export class UploadRejected extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload refused: ${problem.reason}`);
    this.name = 'UploadRejected';
  }
}

/** Checks `file` against `rules`, then sends it as multipart field `file`. */
export async function uploadFile(api: ApiClient, file: File, rules: UploadRules): Promise<UploadedFile> {
  const problem = checkUpload(file, rules);
  if (problem) throw new UploadRejected(problem);
  const form = new FormData();
  form.set('file', file);
  return shownName((await api.post('upload.index', form)) as UploadedFile);
}

/** The upload as pages show it: its name without bidirectional controls, whatever the school's backend kept. */
const shownName = (uploaded: UploadedFile): UploadedFile => ({ ...uploaded, name: withoutBidiControls(String(uploaded.name ?? '')) });

/** Sends an image already in the page as a `data:image/…;base64,` URL. */
export async function uploadImageData(api: ApiClient, dataUrl: string, name: string): Promise<UploadedFile> {
  return shownName((await api.post('upload.bybase64', { image: dataUrl, name })) as UploadedFile);
}

/** A function that says, in the reader's language, why a file breaks `rules` (undefined when it does not). */
export function useUploadCheck(rules: UploadRules): (file: File) => string | undefined {
  const { t } = useTranslation('portal');
  return useCallback(
    (file: File) => {
      const problem = checkUpload(file, rules);
      if (!problem) return undefined;
      const [key, values] = uploadProblemText(problem);
      return t(key, values);
    },
    [rules, t],
  );
}
