import { useLocation } from 'react-router';

/**
 * Whether this visit of the portal has a page of its own behind the current one: a page opened from a
 * link in a chat has none, so the way back is up or home instead. The browser's router numbers a visit's
 * entries (history.state.idx, 0 for the first), which stays right after a replace; a memory router
 * (tests, stories) has no such number and names its first entry "default".
 */
export function useCanGoBack(): boolean {
  const location = useLocation();
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return idx === undefined ? location.key !== 'default' : idx > 0;
}
