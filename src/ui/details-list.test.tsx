import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsList } from './details-list.tsx';

describe('DetailsList', () => {
  it('shows each label in the current language beside its value and leaves out null rows', () => {
    const { container } = render(
      <DetailsList rows={[['TrAmount', '$125.50'], null, ['TrStatus', <b key="s">Paid</b>]]} />,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Amount', 'Status']);
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['$125.50', 'Paid']);
    expect(screen.getByText('Paid').tagName).toBe('B');
  });
});
