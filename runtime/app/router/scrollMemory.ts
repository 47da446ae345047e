import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Where the window was scrolled, per history entry. Back to a page the manifest keeps alive lands where
 * the user left it (the list they were reading, with its loaded pages); any other navigation starts the
 * new page at the top, as a fresh page load would.
 *
 * The browser's own restoration is switched off: it runs on popstate, before React shows the kept page
 * again, so it scrolls a document that is still short and lands nowhere.
 *
 * Positions are recorded from scroll events under the entry that is current when they fire. Hiding the
 * page we leave shortens the document and clamps the scroll, but that scroll event comes a frame later,
 * when the new entry is already current, so it never overwrites the position we restore.
 */
export function useScrollMemory(locationKey: string, restorable: boolean): void {
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(locationKey);

  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      window.removeEventListener('scroll', remember);
      history.scrollRestoration = before;
    };
  }, []);

  // A layout effect: the kept page is visible again in this commit, and the user must not see it jump.
  useLayoutEffect(() => {
    if (current.current === locationKey) return;
    current.current = locationKey;
    const saved = navigationType === 'POP' && restorable ? positions.current.get(locationKey) : undefined;
    window.scrollTo({ top: saved ?? 0, behavior: 'instant' });
  }, [locationKey, navigationType, restorable]);
}
