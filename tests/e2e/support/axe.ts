import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** WCAG 2.1 A and AA, as axe-core tags them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe-core that @axe-core/playwright brings (its pinned release), so both paths judge alike. */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

type Violations = AxeResults['violations'];

/** What the page's global scope holds, seen from the test's types (no DOM lib here). */
type InPage = { axe?: { run(context: unknown, options: object): Promise<AxeResults> }; document: unknown };

function listViolations(violations: Violations): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`);
      return `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * axe over the page as it is now. A page without frames gets axe injected once per document (the SPA
 * keeps it across its navigations) and run in place; AxeBuilder's default opens a blank page and
 * injects 650 kB of axe twice on every call, over a second each in Debian's Chromium, which made
 * the multi-page checks outrun their time. Pages with frames go through AxeBuilder, frames included.
 */
async function analyze(page: Page): Promise<Pick<AxeResults, 'violations' | 'passes'>> {
  if (page.frames().length > 1)
    return new AxeBuilder({ page }).setLegacyMode(true).withTags(wcagTags).analyze();
  const loaded = await page.evaluate(() => typeof (globalThis as unknown as InPage).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate((tags) => {
    const inPage = globalThis as unknown as InPage;
    return inPage.axe!.run(inPage.document, { runOnly: { type: 'tag', values: tags } });
  }, wcagTags);
}

/** axe's findings on the page as it is now, as readable text; '' when there are none. */
export async function axeFindings(page: Page): Promise<string> {
  const { violations, passes } = await analyze(page);
  if (passes.length <= 10) return 'axe checked nothing (an empty page?)';
  return violations.length === 0 ? '' : listViolations(violations);
}

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations, passes } = await analyze(page);
  // Rules did run: an empty page (nothing rendered yet) would pass vacuously.
  expect(passes.length, `axe checked nothing on ${what}`).toBeGreaterThan(10);
  expect(violations.length, `axe violations on ${what}:\n${listViolations(violations)}`).toBe(0);
}
