import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getLinkInfo } from '../../core/contracts/specialties/specialty-pages.contract.ts';
import { describeLink } from '../../core/domain/link-info.ts';
import { handleContract } from '../../mocks/contract-handler.ts';
import { server } from '../../mocks/node-server.ts';
import { call } from '../lib/http/http-client.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

let latest = '';
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <RichTextEditor
      label="Content"
      value={value}
      onChange={setValue}
      resolveLink={(url) => call(getLinkInfo, { query: { url } })}
    />
  );
}

describe('RichTextEditor', () => {
  it('shows the value sanitized, in a labelled multi-line text box under a toolbar of toggle buttons', () => {
    render(<Harness initial={'<p>Hello <b>there</b></p><script>alert(1)</script>'} />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.innerHTML).toBe('<p>Hello <strong>there</strong></p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading',
      'Bulleted list',
      'Video',
    ]) {
      expect(within(toolbar).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('reports what was typed, sanitized', () => {
    render(<Harness initial="" />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    box.innerHTML = '<p>New <span style="color:red" onclick="x()">text</span></p>';
    fireEvent.input(box);
    expect(latest).toBe('<p>New text</p>');
  });

  it('inserts a YouTube video by its address through the link info, and refuses other pages', async () => {
    server.use(
      handleContract(getLinkInfo, ({ request }) =>
        describeLink(new URL(request.url).searchParams.get('url')!),
      ),
    );
    render(<Harness initial="<p>Intro</p>" />);
    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    const address = screen.getByRole('textbox', { name: 'YouTube or Vimeo address' });
    fireEvent.change(address, { target: { value: 'https://example.org/page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText('Only YouTube and Vimeo videos can be embedded.')).toBeTruthy();

    fireEvent.change(address, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() =>
      expect(latest).toContain(
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video" allowfullscreen loading="lazy"></iframe>',
      ),
    );
    expect(latest.startsWith('<p>Intro</p>')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'YouTube or Vimeo address' })).toBeNull();
  });

  it('refuses a script link and inserts a safe one', async () => {
    render(<Harness initial="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByText(/^Specify valid url address/)).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://example.org/rules' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(latest).toBe(
      '<a href="https://example.org/rules" rel="noopener noreferrer">https://example.org/rules</a>',
    );
  });
});
