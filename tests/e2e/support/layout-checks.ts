import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The measuring runs in the page; it is kept as browser JavaScript (this project's types have no DOM). */
const measureSource = readFileSync(new URL('./layout-measure.browser.js', import.meta.url), 'utf8');

/** What the layout checks measure on a page, as the browser laid it out. */
export type LayoutFacts = {
  viewportWidth: number;
  pageWidth: number;
  /** The widest elements that stick out past the viewport's right edge (tag.class, right edge). */
  overflowing: string[];
  headerHeight: number | null;
  bottomBarHeight: number | null;
  /** Pairs of text runs drawn over each other: "«a» / «b»". */
  overlaps: string[];
};

/**
 * Measures the page in the browser: its width against the viewport, the header's and the bottom
 * bar's heights, and text drawn over other text. Text is compared by the boxes of its lines (a Range
 * per text node), outside fixed layers (toasts, the bottom bar), so wrapping inline text is exact.
 */
export function measureLayout(page: Page): Promise<LayoutFacts> {
  return page.evaluate(measureSource) as Promise<LayoutFacts>;
}
