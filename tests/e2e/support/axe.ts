import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe-core tags them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function listViolations(violations: Violations): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`);
      return `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  // Rules did run: an empty page (nothing rendered yet) would pass vacuously.
  expect(passes.length, `axe checked nothing on ${what}`).toBeGreaterThan(10);
  expect(violations.length, `axe violations on ${what}:\n${listViolations(violations)}`).toBe(0);
}
