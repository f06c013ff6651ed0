import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptySpecialtyValues, SpecialtyForm } from '../../areas/admin/specialties/specialty-form.tsx';
import { seriousViolations } from '../programs/axe-violations.test-support.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { RichTextView } from './rich-text-view.tsx';

describe('specialty screens accessibility (axe in jsdom)', () => {
  it('the general form (with the colour picker) has no serious violations', async () => {
    const { container } = render(
      <SpecialtyForm
        draftKey="a11y"
        initial={emptySpecialtyValues}
        submitLabel="Create"
        onSubmit={async () => {}}
      />,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('the editor and the page view have no serious violations', async () => {
    const { container } = render(
      <main>
        <RichTextEditor
          label="Content"
          value="<h2>Title</h2><p>Text with <a href='https://a.example'>a link</a></p>"
          onChange={() => {}}
        />
        <RichTextView html={'<p>Shown</p><img src="https://a.example/i.png" alt="An eye chart">'} />
      </main>,
    );
    expect(screen.getByRole('toolbar')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
