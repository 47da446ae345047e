import { IMAGE_UPLOAD, uploadFile, uploadImageData, type ApiClient, type UploadedFile } from '../../../runtime/app/index.ts';
import { downscaleImage, scaledName } from './downscaleImage.ts';

/** A photo the user picked, checked against the upload rules, with its preview once the browser decoded it. */
export interface ChosenPhoto {
  file: File;
  dataUrl: string;
  /** The decoded preview (its natural size tells whether to scale down); absent until it loaded. */
  image?: HTMLImageElement;
}

/**
 * Sends the photo: scaled down and as image data when it is larger than `maxEdge` (an animated GIF never:
 * a canvas keeps only its first frame), else the file itself through upload.index.
 */
export async function sendPhoto(api: ApiClient, photo: ChosenPhoto, maxEdge: number, onScaling: () => void): Promise<UploadedFile> {
  if (photo.image && photo.file.type !== 'image/gif' && Math.max(photo.image.naturalWidth, photo.image.naturalHeight) > maxEdge) {
    onScaling();
    const scaled = downscaleImage(photo.image, maxEdge);
    if (scaled) return uploadImageData(api, scaled, scaledName(photo.file.name));
  }
  return uploadFile(api, photo.file, IMAGE_UPLOAD);
}
