import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * WCAG 2.1 A and AA on a rendered tree (jsdom cannot compute colours, so contrast is left to the
 * Chromium runs of tests/e2e).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}
