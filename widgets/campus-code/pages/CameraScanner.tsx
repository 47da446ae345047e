import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import { qrDetector } from './scanSources.ts';
import styles from './campusCode.module.css';

const SCAN_INTERVAL_MS = 300;

/** The back camera in a viewfinder, looked at every 300 ms until a QR code shows; the camera stops on unmount. */
export function CameraScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation('campus-code');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    const detector = qrDetector();
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (!live || !video.current || !detector) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current || video.current.readyState < 2) return;
          void detector.detect(video.current).then(
            (codes) => {
              const first = codes[0]?.rawValue;
              if (first && live) {
                live = false;
                onCode(first);
              }
            },
            () => undefined,
          );
        }, SCAN_INTERVAL_MS);
      })
      .catch(
        (error: unknown) =>
          live && setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? t('scan.cameraDenied') : t('scan.cameraFailed')),
      );
    return () => {
      live = false;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, t]);

  return (
    <div className={styles.viewfinder}>
      {problem ? <p role="alert">{problem}</p> : <video ref={video} className={styles.video} muted playsInline aria-label={t('scan.viewfinder')} />}
      <button type="button" className="portal-button" onClick={onClose}>
        {t('scan.stopCamera')}
      </button>
    </div>
  );
}
