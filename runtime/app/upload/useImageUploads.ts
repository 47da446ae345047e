import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../api/apiError.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { useApi } from '../site/PortalContext.tsx';
import { uploadFile, useUploadCheck } from './uploadFile.ts';
import { IMAGE_UPLOAD } from './uploadRules.ts';

export interface PickedImage {
  /** Local id, in pick order. */
  key: number;
  name: string;
  /** The attachment URL once uploaded. */
  url?: string;
}

export interface ImageUploads {
  /** The pictures picked, uploaded or still uploading, in pick order. */
  images: readonly PickedImage[];
  /** The uploaded pictures' URLs, in pick order: what a form sends. */
  urls: string[];
  /** Why the last files picked were left out (a rule broken, the school's refusal), one line each. */
  problems: readonly string[];
  add(files: readonly File[]): void;
  remove(key: number): void;
  /** A picture is still on its way: a form waits before it is sent. */
  uploading: boolean;
  max: number;
}

/**
 * Pictures picked for a post: each checked against the runtime's image rules (type, size) before
 * anything is sent, uploaded at once (uploadFile, /api/upload/index), kept in pick order, at most `max`.
 * A file that breaks the rules, or that the school refuses, is left out with the reason.
 */
export function useImageUploads(max: number): ImageUploads {
  const { t } = useTranslation('portal');
  const api = useApi();
  const check = useUploadCheck(IMAGE_UPLOAD);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const counter = useRef(0);
  // Counted apart from `images`: two picks in one render would both read the same stale list.
  const count = useRef(0);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = check(file);
        if (problem) found.push(problem);
        else if (count.current + accepted.length >= max) {
          found.push(t('upload.tooManyImages', { count: max }));
          break;
        } else accepted.push(file);
      }
      setProblems(found);
      count.current += accepted.length;
      for (const file of accepted) {
        const key = ++counter.current;
        setImages((prior) => [...prior, { key, name: file.name }]);
        uploadFile(api, file, IMAGE_UPLOAD).then(
          (uploaded) => setImages((prior) => prior.map((image) => (image.key === key ? { ...image, url: uploaded.url } : image))),
          (error: unknown) => {
            count.current -= 1;
            setImages((prior) => prior.filter((image) => image.key !== key));
            setProblems((prior) => [...prior, t('upload.fileFailed', { name: file.name, reason: isApiError(error) ? error.message : t('upload.failed') })]);
          },
        );
      }
    },
    [api, check, max, t],
  );

  const remove = useCallback((key: number) => {
    count.current -= 1;
    setImages((prior) => prior.filter((image) => image.key !== key));
  }, []);

  const urls = images.flatMap((image) => (image.url ? [image.url] : []));
  return { images, urls, problems, add, remove, uploading: images.some((image) => !image.url), max };
}
