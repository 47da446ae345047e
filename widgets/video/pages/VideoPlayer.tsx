import { useState } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import styles from './video.module.css';

/**
 * The HTML5 player. A file the browser cannot play (format, broken file, network) fires `error` on the
 * element: the poster then stays with a clear message and a retry, never a silent black box. The retry
 * also asks the school again (`onRetry`): a moved or re-encoded file comes with a new address.
 */
export function VideoPlayer({
  src,
  type,
  poster,
  title,
  autoplay,
  onRetry,
}: {
  src: string;
  type: string;
  poster: string | undefined;
  title: string;
  autoplay: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('video');
  const [failed, setFailed] = useState(false);
  // A new key remounts the element: the browser loads the file again.
  const [attempt, setAttempt] = useState(0);

  if (failed) {
    return (
      <div className={`${styles.player} ${styles.failed}`} role="alert" data-testid="video-cannot-play">
        {poster ? <img className={styles.failedPoster} src={poster} alt="" /> : null}
        <div className={styles.cannotPlay}>
          <p className={styles.cannotPlayTitle}>{t('detail.cannotPlay')}</p>
          <p>{t('detail.cannotPlayHint')}</p>
          <button
            type="button"
            className="portal-button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
              onRetry();
            }}
          >
            {t('detail.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the school's video API gives no caption file; add a <track> when the contract gains captions
    <video
      key={attempt}
      className={styles.player}
      controls
      playsInline
      preload="metadata"
      poster={poster}
      aria-label={title}
      data-testid="video-player"
      autoPlay={autoplay}
      muted={autoplay}
      onError={() => setFailed(true)}
    >
      <source src={src} type={type} onError={() => setFailed(true)} />
    </video>
  );
}
