import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.ts';
import { DetailsList } from './details-list.tsx';

describe('DetailsList', () => {
  it('shows each label in the current language beside its value and leaves out null rows', () => {
    const { container } = render(
      <DetailsList rows={[['BlAmount', '$125.50'], null, ['BlStatus', <b key="s">Paid</b>]]} />,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Amount', 'Status']);
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['$125.50', 'Paid']);
    expect(screen.getByText('Paid').tagName).toBe('B');
  });

  it('groups each label with its value (one row a pair, so a narrow box can stack them) and passes axe', async () => {
    const { container } = render(
      <DetailsList
        rows={[
          ['BlAmount', '$125.50'],
          ['BlStatus', 'Paid'],
        ]}
        className="card"
      />,
    );
    const list = container.querySelector('dl');
    expect(list?.className).toBe('details-list card');
    const pairs = [...(list?.children ?? [])];
    expect(pairs.map((pair) => [pair.tagName, [...pair.children].map((c) => c.tagName)])).toEqual([
      ['DIV', ['DT', 'DD']],
      ['DIV', ['DT', 'DD']],
    ]);
    await expectNoAxeViolations(container);
  });

  it('takes a translated text as a label and more pairs as children', () => {
    const { container } = render(
      <DetailsList rows={[[{ text: 'Results online (programs)' }, 'Jan 22']]}>
        <div>
          <dt>Extra</dt>
          <dd>More</dd>
        </div>
      </DetailsList>,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Results online (programs)',
      'Extra',
    ]);
  });
});
