/**
 * A camera QR scanner: the back camera through getUserMedia, each frame read by jsQR (loaded only when
 * the camera starts). A code read is handed on once; the same code again within a few seconds is the
 * same ticket still in front of the camera, not a second scan. Where there is no camera, or the user
 * refuses it, it says so and the typed code remains.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import styles from './ticket.module.css';

/** How long the same code in front of the camera counts as one scan. */
const SAME_CODE_MS = 4000;

type ScannerState = { kind: 'off' } | { kind: 'starting' } | { kind: 'on' } | { kind: 'failed'; reason: string } | { kind: 'unsupported' };

export function CodeScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('ticket');
  const [state, setState] = useState<ScannerState>({ kind: 'off' });
  const video = useRef<HTMLVideoElement>(null);
  const running = useRef<{ stream: MediaStream; frame: number } | undefined>(undefined);
  const lastRead = useRef<{ text: string; at: number } | undefined>(undefined);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  });

  const stop = () => {
    if (running.current) {
      cancelAnimationFrame(running.current.frame);
      for (const track of running.current.stream.getTracks()) track.stop();
    }
    running.current = undefined;
    setState({ kind: 'off' });
  };
  useEffect(() => stop, []);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'unsupported' });
      return;
    }
    setState({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
      return;
    }
    const { default: readQr } = await import('jsqr');
    const element = video.current;
    if (!element) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    element.srcObject = stream;
    await element.play().catch(() => undefined);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    running.current = { stream, frame: 0 };
    setState({ kind: 'on' });
    const read = () => {
      if (!running.current || !context) return;
      if (element.readyState >= element.HAVE_ENOUGH_DATA && element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = readQr(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        const now = Date.now();
        const last = lastRead.current;
        if (found?.data && !(last && last.text === found.data && now - last.at < SAME_CODE_MS)) {
          lastRead.current = { text: found.data, at: now };
          latestOnCode.current(found.data);
        }
      }
      running.current.frame = requestAnimationFrame(read);
    };
    running.current.frame = requestAnimationFrame(read);
  };

  const on = state.kind === 'on' || state.kind === 'starting';
  return (
    <div className={styles.scanner} data-testid="ticket-scanner">
      <video ref={video} className={styles.video} hidden={!on} muted playsInline aria-label={t('check.scanning')} />
      {state.kind === 'on' ? <p className={styles.meta}>{t('check.scanning')}</p> : null}
      {state.kind === 'failed' ? (
        <p className="portal-notice portal-notice--warning" role="alert">
          {t('check.noCamera', { reason: state.reason })}
        </p>
      ) : null}
      {state.kind === 'unsupported' ? (
        <p className="portal-notice portal-notice--warning" role="alert">
          {t('check.cameraUnsupported')}
        </p>
      ) : null}
      <button type="button" className="portal-button" onClick={on ? stop : () => void start()}>
        {t(on ? 'check.stopScan' : 'check.scan')}
      </button>
    </div>
  );
}
