import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * A page test file's reset between its tests: the page unmounted and the browser's storage emptied, so no
 * test inherits the last one's user, cached permissions or draft.
 */
export function resetPagesAfterEach(): void {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
