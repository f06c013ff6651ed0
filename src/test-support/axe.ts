import axe from 'axe-core';
import { expect } from 'vitest';

export type AxeCheckOptions = {
  /** Only serious and critical violations count (the pages whose known minor findings are accepted). */
  seriousOnly?: boolean;
  /** Names the check in the failure message (e.g. the page's path when a test walks several). */
  label?: string;
};

/**
 * WCAG 2.1 A and AA violations on a rendered tree, as `rule: targets` (jsdom cannot compute colours,
 * so contrast is left to the Chromium runs of tests/e2e).
 */
export async function axeViolations(container: Element, options: AxeCheckOptions = {}): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => !options.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The one accessibility assertion of the client tests (jsdom): no WCAG 2.1 A/AA violation. */
export async function expectNoAxeViolations(
  container: Element,
  options: AxeCheckOptions = {},
): Promise<void> {
  expect(await axeViolations(container, options), options.label).toEqual([]);
}
