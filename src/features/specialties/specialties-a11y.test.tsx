import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptySpecialtyValues, SpecialtyForm } from '../../areas/admin/specialties/specialty-form.tsx';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import { fetchLinkInfo } from './link-info.ts';

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
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('the editor and the page view have no serious violations', async () => {
    const { container } = render(
      <main>
        <RichTextEditor
          label="Content"
          value="<h2>Title</h2><p>Text with <a href='https://a.example'>a link</a></p>"
          onChange={() => {}}
          resolveLink={fetchLinkInfo}
        />
        <RichTextView html={'<p>Shown</p><img src="https://a.example/i.png" alt="An eye chart">'} />
      </main>,
    );
    expect(screen.getByRole('toolbar')).toBeTruthy();
    await expectNoAxeViolations(container, { seriousOnly: true });
  });
});
