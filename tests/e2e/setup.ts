// Test files of one worker share their modules (the browser driver is imported once per worker, not
// per file), so the harness's browser is closed here, after each file, not where it is defined.
import { afterAll } from 'vitest';
import { closeSharedBrowser } from './harness';

afterAll(closeSharedBrowser);
