import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  LoadingView,
  NoDataView,
  isApiError,
  useImageUrl,
  useApi,
  useApiQuery,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { SliderCaptchaChallengeData, SliderCaptchaVerifyData, SliderCaptchaProps } from '../generated/types.ts';
import styles from './sliderCaptcha.module.css';

/** Arrow keys move the piece this many picture pixels (the slider works without a pointer too). */
const KEY_STEP = 2;

type Outcome = { kind: 'checking' } | { kind: 'passed' } | { kind: 'failed'; reason: NonNullable<SliderCaptchaVerifyData['reason']> | 'network' };

/**
 * hkhtml/index: the slider captcha. The school draws a picture with a gap and the piece that fills
 * it; the user drags the piece into place; the school checks the position and the drag's duration,
 * once per picture, and answers a pass token. A failed try always gets a new picture.
 */
export default function SliderCaptchaPage({ props }: WidgetPageProps<SliderCaptchaProps>) {
  const { t } = useTranslation('slider-captcha');
  const image = useImageUrl();
  const challenge = useApiQuery('slider-captcha.challenge', {});
  if (challenge.status === 'loading') return <LoadingView />;
  // The school has no picture to give: its words, and a way to ask again.
  if (challenge.status === 'error' && challenge.error.kind === 'envelope' && challenge.error.detail.e === 404)
    return <NoDataView message={challenge.error.message} image={image('empty.svg')} />;
  if (challenge.status === 'error') return <ApiErrorView error={challenge.error} onRetry={challenge.reload} />;
  return (
    <section className={styles.page} aria-labelledby="captcha-heading">
      <h1 id="captcha-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <Puzzle key={challenge.data.id} challenge={challenge.data} onNew={challenge.reload} returnTo={props.returnTo} />
    </section>
  );
}

function Puzzle({ challenge, onNew, returnTo }: { challenge: SliderCaptchaChallengeData; onNew: () => void; returnTo: string | undefined }) {
  const { t } = useTranslation('slider-captcha');
  const api = useApi();
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startPos: number } | undefined>(undefined);
  const startedAt = useRef<number | undefined>(undefined);
  const [pos, setPos] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const max = challenge.width - challenge.pieceSize;
  const scale = () => (track.current ? track.current.clientWidth / challenge.width : 1) || 1;
  const settled = outcome !== undefined;

  const submit = (x: number) => {
    const duration = Math.round(performance.now() - (startedAt.current ?? performance.now()));
    setOutcome({ kind: 'checking' });
    api.post('slider-captcha.verify', { id: challenge.id, x: Math.round(x), duration }).then(
      (answer) => {
        if (!answer.passed) return setOutcome({ kind: 'failed', reason: answer.reason ?? 'position' });
        setOutcome({ kind: 'passed' });
        if (returnTo && answer.token) navigate(`${returnTo}?captcha_token=${encodeURIComponent(answer.token)}`);
      },
      (error: unknown) => setOutcome({ kind: 'failed', reason: isApiError(error) && error.kind === 'envelope' ? 'expired' : 'network' }),
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (settled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startPos: pos };
    startedAt.current ??= performance.now();
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    setPos(Math.min(max, Math.max(0, drag.current.startPos + (event.clientX - drag.current.startX) / scale())));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = undefined;
    if (pos > 0) submit(pos);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (settled) return;
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (step) {
      event.preventDefault();
      startedAt.current ??= performance.now();
      setPos((p) => Math.min(max, Math.max(0, p + step)));
    } else if (event.key === 'Enter' && pos > 0) {
      event.preventDefault();
      submit(pos);
    }
  };

  const percent = (value: number) => `${(value / challenge.width) * 100}%`;
  return (
    <>
      <div className={styles.stage} ref={track} style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }} data-testid="captcha-stage">
        <img className={styles.background} src={challenge.background} alt={t('pictureLabel')} draggable={false} />
        <img
          className={styles.piece}
          src={challenge.piece}
          alt=""
          draggable={false}
          style={{ left: percent(pos), top: `${(challenge.pieceY / challenge.height) * 100}%`, width: percent(challenge.pieceSize) }}
        />
      </div>
      <div className={styles.track} data-state={outcome?.kind ?? 'idle'}>
        <span className={styles.trackText}>{outcome ? t(`outcome.${outcome.kind === 'failed' ? outcome.reason : outcome.kind}`) : t('instruction')}</span>
        <div className={styles.fill} style={{ width: `calc(${percent(pos)} + 44px)` }} />
        <button
          type="button"
          className={styles.handle}
          role="slider"
          aria-label={t('handleLabel')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(pos)}
          aria-disabled={settled}
          style={{ left: percent(pos) }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="captcha-handle"
        >
          →
        </button>
      </div>
      <p className={styles.result} role="status" data-testid="captcha-result" data-outcome={outcome?.kind === 'checking' ? undefined : outcome?.kind}>
        {outcome?.kind === 'passed' ? t('passed') : outcome?.kind === 'failed' ? t('failed') : ''}
      </p>
      {outcome?.kind === 'failed' || outcome === undefined ? (
        <button type="button" className="portal-button" onClick={onNew}>
          {t('newPicture')}
        </button>
      ) : null}
    </>
  );
}
