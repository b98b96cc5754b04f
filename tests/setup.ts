import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { skipRulesThatCannotMatch } from './fast-style-rules';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a screen's first
// render plus a fake-server round trip can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

if (typeof document !== 'undefined') skipRulesThatCannotMatch(document);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
