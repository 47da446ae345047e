/**
 * How long a page test's `findBy…` waits before failing: 20 s. A ceiling for a machine busy with a browser
 * run beside the unit tests (a page's first render there, its lazy chunk transformed on first import, took
 * over 8 s), not a wait: a test goes on the moment its element shows. Every test kit file imports this, so
 * no test file sets its own.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });
