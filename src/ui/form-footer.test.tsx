import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormFooter } from './form-footer.tsx';

const bar = () => screen.getByRole('button', { name: 'Save' }).closest('.sticky-save-bar');

describe('FormFooter save bar (issue 13)', () => {
  it('says the changes are not saved and marks the bar dirty (it sticks on phones) only while dirty', () => {
    const { rerender } = render(<FormFooter hasErrors={false} isSaving={false} isDirty submitLabel="Save" />);
    expect(bar()?.getAttribute('data-dirty')).toBe('true');
    const state = screen.getByText('Changes not saved yet');
    expect(state.classList.contains('tone-warning')).toBe(true);
    rerender(<FormFooter hasErrors={false} isSaving={false} isDirty={false} submitLabel="Save" />);
    expect(bar()?.getAttribute('data-dirty')).toBe('false');
    expect(screen.queryByText('Changes not saved yet')).toBeNull();
  });
});
