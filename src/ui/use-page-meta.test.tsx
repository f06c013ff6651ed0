import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const jsonLd = () => document.getElementById('page-structured-data')?.textContent ?? null;

describe('page metadata (platform.md §2)', () => {
  it('sets the title with the suffix, the description, keywords and JSON-LD', () => {
    render(
      <Page
        title="Match data"
        description="Statistics."
        keywords={['match', 'statistics']}
        structuredData={{ '@type': 'Dataset', name: 'Evil </script><script>alert(1)</script>' }}
      />,
    );
    expect(document.title).toBe('Match data | Matchline');
    expect(meta('description')).toBe('Statistics.');
    expect(meta('keywords')).toBe('match, statistics');
    const text = jsonLd();
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: 'Evil </script><script>alert(1)</script>',
    });
  });

  it('falls back to the default description and drops the previous page’s keywords and data', () => {
    const first = render(<Page title="A" keywords={['a']} structuredData={{ '@type': 'Thing' }} />);
    first.unmount();
    render(<Page title="B" />);
    expect(document.title).toBe('B | Matchline');
    expect(meta('description')).toBe(
      'Matchline provides residency and fellowship matching across specialties and subspecialties.',
    );
    expect(meta('keywords')).toBeUndefined();
    expect(jsonLd()).toBeNull();
  });
});
