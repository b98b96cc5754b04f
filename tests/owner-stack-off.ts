/**
 * React's development build captures a stack trace (`new Error()`) for each of the first 10,000
 * elements it creates in every second, so that a warning can name the code that rendered the
 * element. A screen test creates elements by the hundred thousand, and the captures were about a
 * tenth of its CPU. The tests never read those stacks: a warning still names its component.
 *
 * React counts the captures on its shared internals and stops at 10,000 until its next render a
 * second later resets the count; holding the count at the limit turns the capture off.
 */
import * as React from 'react';

type Internals = Record<string, unknown>;
const internals = (React as unknown as Record<string, Internals | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

if (internals && typeof internals.recentlyCreatedOwnerStacks === 'number') {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
}
