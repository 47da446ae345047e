import { useEffect, useId, useRef, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Dialogs, LoadingIndicator, ModalDialog, Popup } from './dialogService.ts';
import { DIALOGS_NAMESPACE, addDialogTexts } from './dialogTexts.ts';
import { trapTab, useFocusWhileOpen } from './focusLayer.ts';
import { ImagePreviewView } from './ImagePreview.tsx';
import './dialogs.css';

/**
 * Draws what a dialog service holds: image preview, loading, the current confirm or alert, popups — in
 * that stacking order, into `document.body` so no ancestor's overflow or transform can clip them. Mount
 * one per portal, inside the I18nextProvider (it registers the `dialogs` texts if nobody has yet).
 *
 * Keys go to the top layer only. A confirm: Escape cancels. An alert: Escape does nothing — it has one
 * answer and callers act on it (the login flow redirects after it), so only the button acknowledges.
 * The preview: Escape closes, ←/→ page. Tab stays inside the top layer. Tapping a dialog's backdrop does
 * nothing (a stray tap on a phone must not answer a question); tapping the preview closes it.
 */
export function DialogHost({ dialogs }: { dialogs: Dialogs }) {
  const { i18n } = useTranslation(DIALOGS_NAMESPACE);
  addDialogTexts(i18n);
  const { modal, loading, popups, preview } = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot, dialogs.getSnapshot);
  const modalLayer = useRef<HTMLDivElement>(null);
  const previewLayer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!modal && !preview) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (modal) {
        if (event.key === 'Escape') {
          event.preventDefault();
          if (modal.kind === 'confirm') modal.answer(false);
        } else if (event.key === 'Tab') trapTab(event, modalLayer.current);
      } else if (preview) {
        if (event.key === 'Escape') {
          event.preventDefault();
          preview.close();
        } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          preview.show(preview.index + (event.key === 'ArrowLeft' ? -1 : 1));
        } else if (event.key === 'Tab') trapTab(event, previewLayer.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modal, preview]);

  if (typeof document === 'undefined' || (!modal && !loading && !popups.length && !preview)) return null;
  return createPortal(
    <>
      {preview ? <ImagePreviewView key={preview.id} preview={preview} layerRef={previewLayer} /> : null}
      {loading ? <LoadingOverlay loading={loading} /> : null}
      {modal ? <ModalDialogView key={modal.id} dialog={modal} layerRef={modalLayer} /> : null}
      {popups.length ? <Popups popups={popups} /> : null}
    </>,
    document.body,
  );
}

function ModalDialogView({ dialog, layerRef }: { dialog: ModalDialog; layerRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation(DIALOGS_NAMESPACE);
  const primary = useRef<HTMLButtonElement>(null);
  useFocusWhileOpen(primary);
  const titleId = useId();
  const messageId = useId();
  const { title, message, confirmLabel } = dialog.options;
  const details = dialog.kind === 'confirm' ? dialog.options.details : undefined;

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the backdrop only keeps focus in the dialog when pressed; it is no control
    <div
      className="portal-dialog portal-dialog--modal"
      // Keep focus in the dialog when the backdrop is pressed: a click there would otherwise blur it to <body>.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      <div
        ref={layerRef}
        className="portal-dialog__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title ? messageId : undefined}
        data-testid={`dialog-${dialog.kind}`}
      >
        {title ? <h2 id={titleId}>{title}</h2> : null}
        <p id={messageId} className="portal-dialog__message">
          {message ?? t(`messages.${dialog.kind}`)}
        </p>
        {details != null ? <div className="portal-dialog__details">{details}</div> : null}
        <div className="portal-dialog__actions">
          {dialog.kind === 'confirm' ? (
            <button type="button" className="portal-button" onClick={() => dialog.answer(false)}>
              {dialog.options.cancelLabel ?? t('cancel')}
            </button>
          ) : null}
          <button
            ref={primary}
            type="button"
            className="portal-button portal-button--primary"
            onClick={() => (dialog.kind === 'confirm' ? dialog.answer(true) : dialog.answer())}
          >
            {confirmLabel ?? t('confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Covers the page (so a form cannot be submitted twice) without taking focus: loads are often short. */
function LoadingOverlay({ loading }: { loading: LoadingIndicator }) {
  const { t } = useTranslation(DIALOGS_NAMESPACE);
  return (
    <div className="portal-loading-overlay" data-testid="dialog-loading">
      <div className="portal-loading-overlay__box" role="status" aria-live="polite">
        <span className="portal-loading__spinner" aria-hidden="true" />
        <span>{loading.message ?? t('messages.loading')}</span>
      </div>
    </div>
  );
}

function Popups({ popups }: { popups: readonly Popup[] }) {
  return (
    <div className="portal-toasts">
      {popups.map((popup) => (
        <div key={popup.id} className="portal-toast" role="status" aria-live="polite" data-testid="dialog-popup">
          {popup.message}
        </div>
      ))}
    </div>
  );
}
