import { useCallback, useRef, useState } from 'react';
import { useTranslation, IMAGE_UPLOAD, isApiError, uploadFile, useApi, useUploadCheck } from '../../../runtime/app/index.ts';

export interface PickedImage {
  /** Local id (the order the user picked them in). */
  key: number;
  name: string;
  /** The attachment URL once uploaded. */
  url?: string;
}

/**
 * Images picked for a message: each is checked against the runtime's image rules (type, size) before
 * anything is sent, uploaded at once through `uploadFile` (/api/upload/index), and kept in pick order.
 * A file that breaks the rules, or that the school refuses, is left out with a message saying why.
 */
export function useImageUploads(max: number) {
  const { t } = useTranslation('topic-board');
  const api = useApi();
  const check = useUploadCheck(IMAGE_UPLOAD);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const counter = useRef(0);
  const count = useRef(0);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = check(file);
        if (problem) found.push(problem);
        else if (count.current + accepted.length >= max) {
          found.push(t('post.tooMany', { max }));
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
            setProblems((prior) => [...prior, `${file.name}：${isApiError(error) ? error.message : t('upload.failed', { ns: 'portal' })}`]);
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

  return { images, problems, add, remove, uploading: images.some((image) => !image.url) };
}
