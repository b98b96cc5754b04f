import '@testing-library/jest-dom/vitest';
import './owner-stack-off';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { flushStyleCache, styleCache } from '@/ui/style-cache';
import { notifier } from '@/ui/notify/notifier';
import { skipRulesThatCannotMatch } from './fast-style-rules';
import { lazyComputedStyles } from './lazy-computed-styles';
import { indexStyleRules } from './indexed-style-rules';
import { fastLabelControls } from './fast-label-control';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine (npm test runs this
// suite beside the browser tests) a screen's first render plus a fake-server round trip can take
// several seconds without anything being wrong.
configure({ asyncUtilTimeout: 10000 });

// Testing Library sets this only where `beforeAll` is a global; Vitest's globals are off. Without
// it, a file that runs after another in the same worker sees React's act() warnings and updates
// that land outside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (typeof document !== 'undefined') {
  // Styles go in as the production build inserts them: rule by rule into one sheet (insertRule),
  // not one <style> element per rule, each of which jsdom parses and files as a sheet of its own
  // (and which emotion's global styles search the head for): about a tenth of a screen test's CPU.
  styleCache.sheet.isSpeedy = true;
  skipRulesThatCannotMatch(document);
  indexStyleRules();
  lazyComputedStyles(window);
  fastLabelControls();
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The app's messages live in a module store, which files of one worker share: a message a test
  // left open would be the next file's first (and would swallow an identical one it raises).
  notifier.clear();
});

// The style rules a file's screens inserted go when the file ends, not after each of its tests: its
// tests render the same screens, whose rules would only be built and inserted again (the story
// shards took 78/77 → 67/69 busy CPU-s, the system screens 121/130 → 118/121). jsdom runs the
// style rules of the document for each computed style, so a document that kept every file's rules
// would slow each later file down.
afterAll(() => {
  if (typeof document !== 'undefined') flushStyleCache();
});
