import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormMessage } from './form-message.tsx';
import { StatusBadge, statusTone } from './status-badge.tsx';
import { toastTones } from './toast-region.tsx';
import { tones } from './tone.ts';

describe('one semantic tone scale (issue 13)', () => {
  it('gives a form message its tone class: an error is danger (an alert), others a status', () => {
    render(
      <>
        <FormMessage text="Could not save" />
        <FormMessage tone="warning" text="Not certified" />
        <FormMessage tone="success" text="Saved" />
        <FormMessage tone="info" text="Saved on this device" />
        <FormMessage tone="neutral" text="Archived" />
      </>,
    );
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Could not save');
    expect(error.className).toBe('form-message tone-danger');
    expect(screen.getByText('Not certified').className).toBe('form-message tone-warning');
    expect(screen.getByText('Saved').className).toBe('form-message tone-success');
    expect(screen.getByText('Saved on this device').className).toBe('form-message tone-info');
    expect(screen.getByText('Archived').className).toBe('form-message tone-neutral');
    expect(screen.getAllByRole('status')).toHaveLength(4);
  });

  it('colours statuses by meaning: certified success, not certified warning, archived neutral, failed danger', () => {
    expect(statusTone('Certified')).toBe('success');
    expect(statusTone('NotCertified')).toBe('warning');
    expect(statusTone('Pending')).toBe('warning');
    expect(statusTone('Archived')).toBe('neutral');
    expect(statusTone('Inactive')).toBe('neutral');
    expect(statusTone('Failed')).toBe('danger');
    expect(statusTone('Processing')).toBe('info');
    expect(statusTone('SomethingUnknown')).toBe('neutral');
    expect(statusTone('constructor')).toBe('neutral');
    render(
      <>
        <StatusBadge status="Archived" />
        <StatusBadge status="Signaled" tone="info" label="Signaled" />
      </>,
    );
    expect(screen.getByText('Archived').className).toBe('status-badge tone-neutral');
    expect(screen.getByText('Signaled').className).toBe('status-badge tone-info');
  });

  it('maps toasts onto the same scale: an error toast is danger', () => {
    expect(toastTones).toEqual({
      success: 'success',
      info: 'info',
      warning: 'warning',
      error: 'danger',
      content: 'neutral',
    });
  });
});

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The custom properties of the first rule whose selector is exactly `selector`. */
function tokensOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe('tone tokens', () => {
  // The stylesheet's text (CSS imports are empty in tests); the tests run from the project root.
  let css = '';
  beforeAll(async () => {
    const fs = await vi.importActual<{ readFileSync: (path: string, encoding: 'utf8') => string }>('node:fs');
    css = fs.readFileSync('src/ui/styles.css', 'utf8');
  });

  for (const [theme, selector] of [
    ['light', ':root'],
    ['dark', '[data-theme="dark"]'],
  ] as const) {
    it(`reach 4.5:1 for text on the tone background and on the surface in the ${theme} theme`, () => {
      const tokens = tokensOf(css, selector);
      const surface = tokens.get('--color-surface') ?? '';
      for (const tone of tones) {
        const text = tokens.get(`--color-${tone}`) ?? '';
        const background = tokens.get(`--color-${tone}-bg`) ?? '';
        expect(text, `${theme} --color-${tone}`).toMatch(/^#[0-9a-f]{6}$/i);
        expect(background, `${theme} --color-${tone}-bg`).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrast(text, background), `${theme} ${tone} on its background`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(text, surface), `${theme} ${tone} on the surface`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('has a class per tone and no colour class outside the scale', () => {
    for (const tone of tones) expect(css).toContain(`.tone-${tone} {`);
    expect(css).not.toMatch(/\.(form-message|status|toast)-(error|info|success|warning|danger|neutral)\b/);
  });
});
