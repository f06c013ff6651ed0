import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReleaseNotice } from './release-notice.tsx';

const now = new Date('2026-11-25T18:00:00.000Z');

describe('ReleaseNotice', () => {
  it('says when the results will be released while that date is ahead, in Pacific time', () => {
    render(<ReleaseNotice releaseDate="2027-03-19T16:00:00.000Z" now={now} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Results will be released on 03/19/2027, 9:00 AM PT.',
    );
  });

  it('never says "will be released" on a past date: an archived cycle says they were due then', () => {
    render(<ReleaseNotice releaseDate="2026-01-22T17:00:00.000Z" now={now} />);
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toBe('No results have been released; they were due on 01/22/2026, 9:00 AM PT.');
    expect(text).not.toMatch(/will be released/);
  });

  it('says the release date is not set when there is none', () => {
    render(<ReleaseNotice releaseDate={null} now={now} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Results have not been released yet; their release date is not set.',
    );
  });
});
