/**
 * Accessibility check of what a page shows: axe-core (injected from node_modules, never fetched)
 * against the WCAG 2 A/AA rules, keeping only serious and critical violations, each reported with
 * what to fix: rule, impact, the offending elements' selectors and a short piece of their HTML.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Colours are judged at rest: a button fading from its disabled grey (a monitor screen refreshing
 * itself) would otherwise be measured half-way through its transition.
 */
const STILL = '*, *::before, *::after { transition: none !important; animation: none !important; }';

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * Elements axe cannot judge fairly, each with the rule it is exempt from and why. Kept narrow:
 * a selector names one widget's internal part, never a whole screen.
 */
const EXCLUSIONS: readonly { rule: string; selector: string; why: string }[] = [];

async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.addScriptTag({ path: AXE_PATH });
}

/**
 * Runs axe on the elements `context` selects (default: the whole page) and returns the serious and critical
 * violations, minus the documented exclusions.
 */
export async function a11yViolations(page: Page, context: string = 'body'): Promise<A11yViolation[]> {
  await ensureAxe(page);
  const still = await page.addStyleTag({ content: STILL });
  // Iframe menu entries show other sites' pages: not the console's to fix, and slow to scan.
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'], iframes: false };
  // Passed as JSON: axe's option types are too deep for playwright's serialisable-argument types.
  const answer = await page
    .evaluate(async (args: string) => {
      const { ctx, opts } = JSON.parse(args) as { ctx: string; opts: unknown };
      const { axe } = window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } };
      return JSON.stringify(await axe.run(ctx, opts));
    }, JSON.stringify({ ctx: context, opts: options }))
    .finally(() => still.evaluate((el) => (el as Element).remove()));
  const results = JSON.parse(answer) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes
        .map((n) => ({ target: n.target.map(String).join(' '), html: n.html.replace(/\s+/g, ' ').slice(0, 160), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200) }))
        .filter((n) => !EXCLUSIONS.some((e) => e.rule === v.id && n.target.includes(e.selector))),
    }))
    .filter((v) => v.nodes.length > 0);
}

/** One line per violation and up to three elements each, for a failure message. */
export function describeViolations(violations: readonly A11yViolation[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target} «${n.html}» ${n.summary}`);
    const more = v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : '';
    return `a11y ${v.impact} ${v.rule} (${v.help}): ${nodes.join(' | ')}${more}`;
  });
}
