/**
 * Phone photos are often 4000 px and more across: far more than the wall shows, and slow to send on a
 * campus network. A photo whose longer side exceeds `maxEdge` is drawn smaller on a canvas and sent as
 * JPEG image data (upload.bybase64) instead of the original file.
 */
export const SCALED_JPEG_QUALITY = 0.85;

/** The scaled photo as a `data:image/jpeg;base64,` URL, or undefined when it fits (or no canvas can draw it). */
export function downscaleImage(image: HTMLImageElement, maxEdge: number): string | undefined {
  const longer = Math.max(image.naturalWidth, image.naturalHeight);
  if (longer <= maxEdge) return undefined;
  const scale = maxEdge / longer;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  // JPEG has no transparency: a transparent PNG gets a white ground rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', SCALED_JPEG_QUALITY);
}

/** The name a scaled photo is stored under: its own, as .jpg. */
export const scaledName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
