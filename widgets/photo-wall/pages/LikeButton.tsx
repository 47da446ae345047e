import { useState } from 'react';
import { useTranslation, isApiError, useApi, useDialogs } from '../../../runtime/app/index.ts';
import type { PhotoWallLikeData } from '../generated/types.ts';
import styles from './photoWall.module.css';

/**
 * Like or take a like back. The count shown is the school's answer, never a local guess; a visitor who
 * is not logged in is taken to the login by the request client (legacy-portal §8, e = 10013).
 */
export function LikeButton({
  photo,
  onChange,
}: {
  photo: { id: number; title: string; likes: number; liked: boolean };
  onChange: (answer: PhotoWallLikeData) => void;
}) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      onChange(await api.post('photo-wall.like', { id: photo.id, like: photo.liked ? 0 : 1 }));
    } catch (error) {
      if (isApiError(error) && error.kind !== 'login-required') dialogs.popup(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={photo.liked}
      aria-label={t(photo.liked ? 'grid.unlike' : 'grid.like', { title: photo.title, count: photo.likes })}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6a5.3 5.3 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z"
          fill={photo.liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span data-testid="like-count">{photo.likes}</span>
    </button>
  );
}
