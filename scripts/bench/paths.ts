import { fileURLToPath } from 'node:url';

/** The repository root (scripts/bench/ is two levels down). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/**
 * Scratch space of the bench. It is inside the repository on purpose: the baseline app built there
 * resolves react, react-router and vite from the repository's node_modules. `.bench/` is git-ignored.
 */
export const benchDir = `${repoRoot}/.bench`;
