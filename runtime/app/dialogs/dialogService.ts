/**
 * The portal's helper dialogs (legacy-portal §8, §9): confirm, alert, loading, popup (toast) and image preview,
 * as an imperative service any code can call — a widget's click handler, or the request client that has
 * no React in it. `<DialogHost>` draws whatever the service holds.
 *
 * Why a tiny external store and not jotai atoms: the callers are mostly outside React (the request
 * client must `hideAll()` and `alert()` on e=10013), one service belongs to one mounted portal (tests
 * mount many), and the state is a handful of fields with promises attached. A plain subscribe/getSnapshot
 * pair is all `useSyncExternalStore` needs; atoms would add a store to pass around and nothing else.
 *
 * The service knows no texts and no DOM: options left out are filled in by `<DialogHost>` from the
 * `dialogs` i18n namespace at render time, so a language switch re-words an open dialog too.
 */
import type { ReactNode } from 'react';

/** Spec §9 "popup auto-dismiss 1500 ms" (and §8: an exception's popup is "removed after 1.5 seconds"). */
export const POPUP_DISMISS_MS = 1500;
/** Spec §9 "image preview loading delay 500 ms": the spinner shows only for an image still loading after this. */
export const IMAGE_PREVIEW_LOADING_DELAY_MS = 500;

export interface ConfirmOptions {
  title?: string;
  /** Default (legacy-portal §8): "You will submit the following information, confirm?" in the user's language. */
  message?: string;
  /** What is being confirmed — legacy-portal §8's "the following information" — shown under the message. */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface AlertOptions {
  title?: string;
  /** Default (legacy-portal §8): "Operation successful!" in the user's language. */
  message?: string;
  confirmLabel?: string;
}

export interface PopupOptions {
  /** How long the popup stays; legacy-portal §9's 1500 ms unless a caller has a reason to differ. */
  durationMs?: number;
}

export interface ImagePreviewOptions {
  /** The images to page through; `src` is shown first (and put first if it is not among them). */
  images?: readonly string[];
  /** Alternative text for every image of the preview; empty (decorative) when left out. */
  alt?: string;
}

/** The confirm or alert on screen; `answer` is what its buttons (and Escape, for a confirm) call. */
export type ModalDialog =
  | { readonly kind: 'confirm'; readonly id: number; readonly options: ConfirmOptions; answer(confirmed: boolean): void }
  | { readonly kind: 'alert'; readonly id: number; readonly options: AlertOptions; answer(): void };

export interface LoadingIndicator {
  readonly id: number;
  /** Default (legacy-portal §8): "Loading...". */
  readonly message?: string;
  hide(): void;
}

export interface Popup {
  readonly id: number;
  readonly message: string;
  dismiss(): void;
}

export interface ImagePreview {
  readonly id: number;
  readonly images: readonly string[];
  readonly index: number;
  readonly alt?: string;
  /** Shows the image at `index`, clamped to the list. */
  show(index: number): void;
  close(): void;
}

/** What `<DialogHost>` draws. A new object after every change, the same object otherwise. */
export interface DialogsSnapshot {
  /** The first unanswered confirm or alert; the others wait their turn. */
  readonly modal: ModalDialog | null;
  /** How many confirms and alerts wait behind `modal`. */
  readonly queued: number;
  /** The latest loading indicator still shown (loadings nest; the newest message wins). */
  readonly loading: LoadingIndicator | null;
  /** Popups on screen, oldest first. */
  readonly popups: readonly Popup[];
  readonly preview: ImagePreview | null;
}

export interface Dialogs {
  /** Resolves true on confirm, false on cancel or Escape. */
  confirm(options?: ConfirmOptions): Promise<boolean>;
  /** Resolves when the user acknowledges (button only: an alert ignores Escape and backdrop taps). */
  alert(options?: AlertOptions): Promise<void>;
  /** Shows a loading indicator until the returned function is called (calling it twice is harmless). */
  showLoading(message?: string): () => void;
  /** A toast, removed after `POPUP_DISMISS_MS`; the returned function removes it sooner. */
  popup(message: string, options?: PopupOptions): () => void;
  /** A full-screen image preview; the returned function closes it. A new preview replaces an open one. */
  previewImage(src: string, options?: ImagePreviewOptions): () => void;
  /**
   * Spec §8 "hide popups" (before the not-logged-in handling): removes popups, loading indicators and the
   * image preview. Confirms and alerts stay: someone awaits their answer, and closing them would invent one.
   */
  hideAll(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): DialogsSnapshot;
}

const emptySnapshot: DialogsSnapshot = { modal: null, queued: 0, loading: null, popups: [], preview: null };

/** One service per mounted portal; give the same object to the request client and to `<DialogHost>`. */
export function createDialogs(): Dialogs {
  let nextId = 1;
  let modals: ModalDialog[] = [];
  let loadings: LoadingIndicator[] = [];
  let popups: Popup[] = [];
  let preview: ImagePreview | null = null;
  const popupTimers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  let snapshot = emptySnapshot;

  function changed() {
    snapshot = { modal: modals[0] ?? null, queued: Math.max(0, modals.length - 1), loading: loadings.at(-1) ?? null, popups, preview };
    for (const listener of [...listeners]) listener();
  }

  function removeModal(id: number): boolean {
    if (!modals.some((m) => m.id === id)) return false;
    modals = modals.filter((m) => m.id !== id);
    changed();
    return true;
  }

  function removePopup(id: number) {
    clearTimeout(popupTimers.get(id));
    popupTimers.delete(id);
    if (!popups.some((p) => p.id === id)) return;
    popups = popups.filter((p) => p.id !== id);
    changed();
  }

  return {
    confirm(options = {}) {
      return new Promise<boolean>((resolve) => {
        const id = nextId++;
        modals = [
          ...modals,
          {
            kind: 'confirm',
            id,
            options,
            answer: (confirmed) => {
              if (removeModal(id)) resolve(confirmed);
            },
          },
        ];
        changed();
      });
    },

    alert(options = {}) {
      return new Promise<void>((resolve) => {
        const id = nextId++;
        modals = [
          ...modals,
          {
            kind: 'alert',
            id,
            options,
            answer: () => {
              if (removeModal(id)) resolve();
            },
          },
        ];
        changed();
      });
    },

    showLoading(message) {
      const id = nextId++;
      const hide = () => {
        if (!loadings.some((l) => l.id === id)) return;
        loadings = loadings.filter((l) => l.id !== id);
        changed();
      };
      loadings = [...loadings, { id, ...(message === undefined ? {} : { message }), hide }];
      changed();
      return hide;
    },

    popup(message, options = {}) {
      const id = nextId++;
      const dismiss = () => removePopup(id);
      popups = [...popups, { id, message, dismiss }];
      popupTimers.set(id, setTimeout(dismiss, options.durationMs ?? POPUP_DISMISS_MS));
      changed();
      return dismiss;
    },

    previewImage(src, options = {}) {
      const id = nextId++;
      const list = options.images?.length ? [...options.images] : [src];
      if (!list.includes(src)) list.unshift(src);
      const make = (index: number): ImagePreview => ({
        id,
        images: list,
        index,
        ...(options.alt === undefined ? {} : { alt: options.alt }),
        show: (to) => {
          const clamped = Math.min(Math.max(0, Math.trunc(to)), list.length - 1);
          if (preview?.id !== id || preview.index === clamped) return;
          preview = make(clamped);
          changed();
        },
        close,
      });
      const close = () => {
        if (preview?.id !== id) return;
        preview = null;
        changed();
      };
      preview = make(list.indexOf(src));
      changed();
      return close;
    },

    hideAll() {
      for (const timer of popupTimers.values()) clearTimeout(timer);
      popupTimers.clear();
      if (!popups.length && !loadings.length && !preview) return;
      popups = [];
      loadings = [];
      preview = null;
      changed();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: () => snapshot,
  };
}
