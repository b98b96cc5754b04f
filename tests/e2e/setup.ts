// Test files of one worker share their modules (the browser driver is imported once per worker, not
// per file) and the harness's browser; the profiles a file left open are closed after it.
import { afterAll } from 'vitest';
import { closeFileProfiles } from './harness';

afterAll(closeFileProfiles);
