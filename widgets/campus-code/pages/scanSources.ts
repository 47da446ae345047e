/**
 * Where a code can come from in this browser: the camera through the BarcodeDetector API, WeChat's own
 * scanner inside WeChat, a photo decoded by BarcodeDetector, or typing. Feature-detected, never assumed.
 */
import { isWeChat, loadWeChatSdk } from '../../../runtime/app/index.ts';

interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

export function qrDetector(): BarcodeDetectorLike | undefined {
  const Detector = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return Detector ? new Detector({ formats: ['qr_code'] }) : undefined;
}

export interface ScanSources {
  camera: boolean;
  wechat: boolean;
  photo: boolean;
}

export function scanSources(): ScanSources {
  const detector = typeof window !== 'undefined' && 'BarcodeDetector' in window;
  return {
    camera: detector && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function',
    wechat: typeof navigator !== 'undefined' && isWeChat(navigator.userAgent),
    photo: detector,
  };
}

/** The first QR code in a photo, or undefined when there is none (or no detector). */
export async function decodePhoto(file: File): Promise<string | undefined> {
  const detector = qrDetector();
  if (!detector) return undefined;
  const bitmap = await createImageBitmap(file);
  try {
    return (await detector.detect(bitmap))[0]?.rawValue;
  } finally {
    bitmap.close();
  }
}

/** WeChat's scanner (needs the page's JS-SDK configuration, which the portal's share setup makes in WeChat). */
export async function scanWithWeChat(): Promise<string> {
  const wx = (await loadWeChatSdk()) as unknown as {
    scanQRCode(options: { needResult: 1; scanType: string[]; success(result: { resultStr: string }): void; fail(error: unknown): void; cancel?(): void }): void;
  };
  return new Promise((resolve, reject) =>
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode'],
      success: (result) => resolve(result.resultStr),
      fail: reject,
      cancel: () => reject(new Error('cancelled')),
    }),
  );
}
