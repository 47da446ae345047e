import { useEffect } from 'react';
import { useTranslation, isApiError, useAction, useApi, useDialogs } from '../../../runtime/app/index.ts';
import type { PhotoWallLikeData } from '../generated/types.ts';
import styles from './photoWall.module.css';

interface LikedPhoto {
  id: number;
  title: string;
  likes: number;
  liked: boolean;
}

/**
 * Like or take a like back. The count shown is the school's answer, never a local guess; a visitor who
 * is not logged in is taken to the login by the request client (legacy-portal §8, e = 10013). A tile has
 * no room for a line beside the button: a refusal pops up instead.
 */
export function LikeButton({ photo, onChange }: { photo: LikedPhoto; onChange: (answer: PhotoWallLikeData) => void }) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const dialogs = useDialogs();
  const toggle = useAction((liked: LikedPhoto, call) => api.post('photo-wall.like', { id: liked.id, like: liked.liked ? 0 : 1 }, call), {
    onDone: onChange,
  });
  const { error, failure } = toggle;
  useEffect(() => {
    if (error && !(isApiError(failure) && failure.kind === 'login-required')) dialogs.popup(error);
  }, [error, failure, dialogs]);
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={photo.liked}
      aria-label={t(photo.liked ? 'grid.unlike' : 'grid.like', { title: photo.title, count: photo.likes })}
      disabled={toggle.busy}
      onClick={() => void toggle.run(photo)}
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
