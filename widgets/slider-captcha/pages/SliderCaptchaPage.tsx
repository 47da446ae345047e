import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, QueryView, WidgetPage, isApiError, useAction, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SliderCaptchaChallengeData, SliderCaptchaVerifyData, SliderCaptchaProps } from '../generated/types.ts';
import styles from './sliderCaptcha.module.css';

/** Arrow keys move the piece this many picture pixels (the slider works without a pointer too). */
const KEY_STEP = 2;

/**
 * hkhtml/index: the slider captcha. The school draws a picture with a gap and the piece that fills
 * it; the user drags the piece into place; the school checks the position and the drag's duration,
 * once per picture, and answers a pass token. A failed try always gets a new picture.
 */
export default function SliderCaptchaPage({ props }: WidgetPageProps<SliderCaptchaProps>) {
  const { t } = useTranslation('slider-captcha');
  // No picture to give (e = 404) is the no-data view with the school's words.
  const challenge = useApiQuery('slider-captcha.challenge', {});
  return (
    <WidgetPage title={t('heading')}>
      <QueryView query={challenge}>
        {(data, reload) => (
          <div className={`portal-card ${styles.card}`}>
            <Puzzle key={data.id} challenge={data} onNew={reload} returnTo={props.returnTo} />
          </div>
        )}
      </QueryView>
    </WidgetPage>
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
  const [answer, setAnswer] = useState<SliderCaptchaVerifyData>();
  const max = challenge.width - challenge.pieceSize;
  const scale = () => (track.current ? track.current.clientWidth / challenge.width : 1) || 1;

  // One check per picture: the position and how long the drag took.
  const verify = useAction(
    (x: number, call) => {
      const duration = Math.round(performance.now() - (startedAt.current ?? performance.now()));
      return api.post('slider-captcha.verify', { id: challenge.id, x: Math.round(x), duration }, call);
    },
    {
      onDone: (result) => {
        setAnswer(result);
        if (result.passed && returnTo && result.token) void navigate(`${returnTo}?captcha_token=${encodeURIComponent(result.token)}`);
      },
      // A refusal means the picture is no longer the school's to check; anything else, the network.
      failed: (_reason, error) => t(isApiError(error) && error.kind === 'envelope' ? 'outcome.expired' : 'outcome.network'),
    },
  );
  const outcome = verify.busy ? 'checking' : verify.error !== undefined || answer?.passed === false ? 'failed' : answer?.passed ? 'passed' : undefined;
  const settled = outcome !== undefined;
  const submit = (x: number) => void verify.run(x);
  const trackText =
    outcome === 'checking'
      ? t('outcome.checking')
      : (verify.error ?? (answer ? (answer.passed ? t('outcome.passed') : t(`outcome.${answer.reason ?? 'position'}`)) : t('instruction')));

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
      <div className={styles.track} data-state={outcome ?? 'idle'}>
        <span className={styles.trackText}>{trackText}</span>
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
      <p className={styles.result} role="status" data-testid="captcha-result" data-outcome={outcome === 'checking' ? undefined : outcome}>
        {outcome === 'passed' ? t('passed') : outcome === 'failed' ? t('failed') : ''}
      </p>
      {outcome === 'failed' || outcome === undefined ? (
        <button type="button" className="portal-button" onClick={onNew}>
          {t('newPicture')}
        </button>
      ) : null}
    </>
  );
}
