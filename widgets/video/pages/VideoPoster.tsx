import { useImageUrl } from '../../../runtime/app/index.ts';
import { formatDuration } from './formatDuration.ts';
import styles from './video.module.css';

/** A video's poster with its length in the corner: a card of the list, a related video of the detail. */
export function VideoPoster({ cover, duration, className, width }: { cover: string; duration: number; className: string | undefined; width: number }) {
  const image = useImageUrl();
  return (
    <span className={className}>
      <img src={image(cover)} alt="" loading="lazy" width={width} height={(width * 9) / 16} />
      <span className={styles.duration}>{formatDuration(duration)}</span>
    </span>
  );
}
