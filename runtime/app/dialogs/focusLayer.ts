/** Focus handling shared by the modal layers (confirm, alert, image preview). */
import { useLayoutEffect, type RefObject } from 'react';

const focusable = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus into a layer when it opens and gives it back to whatever had it (the opener) when it
 * closes — if the opener is still on the page. A queue of dialogs hands focus on naturally: the next
 * layer mounts after the previous one has given focus back, so it sees the same opener.
 */
export function useFocusWhileOpen(target: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    target.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [target]);
}

/** Keeps Tab and Shift+Tab cycling inside `layer` (aria-modal promises that nothing else is reachable). */
export function trapTab(event: KeyboardEvent, layer: HTMLElement | null): void {
  if (!layer) return;
  const items = [...layer.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (!(active instanceof Node) || !layer.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
