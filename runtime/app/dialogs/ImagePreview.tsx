import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { IMAGE_PREVIEW_LOADING_DELAY_MS, type ImagePreview } from './dialogService.ts';
import { DIALOGS_NAMESPACE } from './dialogTexts.ts';
import { useFocusWhileOpen } from './focusLayer.ts';

/** A horizontal drag longer than this pages to the next or previous image instead of closing. */
const SWIPE_PX = 48;

/**
 * The full-screen image preview. A tap or click anywhere closes it (the old portal's behaviour); the
 * buttons page through a list. Keys (Escape, arrows) are handled by `<DialogHost>`, which knows which
 * layer is on top.
 */
export function ImagePreviewView({ preview, layerRef }: { preview: ImagePreview; layerRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation(DIALOGS_NAMESPACE);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusWhileOpen(closeButton);
  const swipe = useRef<{ startX: number | null; swiped: boolean }>({ startX: null, swiped: false });
  const { images, index } = preview;
  const count = images.length;
  const atStart = index === 0;
  const atEnd = index === count - 1;
  // Buttons stay focusable at the ends (aria-disabled, not disabled) so focus never drops to the page.
  const act = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- the swipe and tap are pointer shortcuts; the keys and buttons inside the dialog do the same
    <div
      ref={layerRef}
      className="portal-preview"
      role="dialog"
      aria-modal="true"
      aria-label={t('preview.label')}
      data-testid="image-preview"
      onPointerDown={(event) => {
        swipe.current = { startX: event.clientX, swiped: false };
      }}
      onPointerUp={(event) => {
        const { startX } = swipe.current;
        if (startX === null) return;
        const dx = event.clientX - startX;
        swipe.current = { startX: null, swiped: Math.abs(dx) > SWIPE_PX };
        if (swipe.current.swiped && count > 1) preview.show(index + (dx < 0 ? 1 : -1));
      }}
      onClick={() => {
        if (swipe.current.swiped) {
          swipe.current.swiped = false;
          return;
        }
        preview.close();
      }}
    >
      <PreviewImage key={`${preview.id}:${index}`} src={images[index] ?? ''} alt={preview.alt ?? ''} />
      <button ref={closeButton} type="button" className="portal-preview__close" aria-label={t('preview.close')} onClick={act(preview.close)}>
        <span aria-hidden="true">×</span>
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="portal-preview__nav portal-preview__nav--previous"
            aria-label={t('preview.previous')}
            aria-disabled={atStart}
            onClick={act(() => preview.show(index - 1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="portal-preview__nav portal-preview__nav--next"
            aria-label={t('preview.next')}
            aria-disabled={atEnd}
            onClick={act(() => preview.show(index + 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
          <p className="portal-preview__position">
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            <span className="portal-visually-hidden" aria-live="polite">
              {t('preview.position', { index: index + 1, count })}
            </span>
          </p>
        </>
      ) : null}
    </div>
  );
}

/**
 * One image. Spec §9 "image preview loading delay 500 ms": the spinner appears only if the image is still
 * loading after IMAGE_PREVIEW_LOADING_DELAY_MS, so an image that arrives quickly never flashes one.
 */
function PreviewImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation(DIALOGS_NAMESPACE);
  const image = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [slow, setSlow] = useState(false);

  // A cached image may be complete before React listens for its load event.
  useLayoutEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, []);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setSlow(true), IMAGE_PREVIEW_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <img
        ref={image}
        className="portal-preview__image"
        src={src}
        alt={alt}
        draggable={false}
        data-state={state}
        onLoad={() => setState('loaded')}
        onError={() => setState('error')}
      />
      {state === 'loading' && slow ? (
        <div className="portal-preview__status" role="status" data-testid="image-preview-loading">
          <span className="portal-loading__spinner" aria-hidden="true" />
          <span>{t('preview.loading')}</span>
        </div>
      ) : null}
      {state === 'error' ? (
        <p className="portal-preview__status" role="alert">
          {t('preview.error')}
        </p>
      ) : null}
    </>
  );
}
