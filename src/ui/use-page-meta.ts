import { useEffect } from 'react';
import { t } from '../lib/i18n/i18n.ts';

/** A schema.org object (Organization, FAQPage, Dataset…) written as JSON-LD. */
export type StructuredData = Record<string, unknown>;

export type PageMetaOptions = {
  description?: string | undefined;
  keywords?: readonly string[] | undefined;
  structuredData?: StructuredData | undefined;
};

const STRUCTURED_DATA_ID = 'page-structured-data';

function setMeta(name: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** One JSON-LD script for the page; `<` is escaped so no text can close the script element. */
function setStructuredData(data: StructuredData | undefined): void {
  const existing = document.getElementById(STRUCTURED_DATA_ID);
  if (!data) {
    existing?.remove();
    return;
  }
  const script = existing ?? document.createElement('script');
  script.id = STRUCTURED_DATA_ID;
  script.setAttribute('type', 'application/ld+json');
  script.textContent = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  if (!existing) document.head.appendChild(script);
}

/**
 * Page metadata (platform.md §2): the title with the ' | Matchline' suffix, the description (the
 * default one when the page has none), optional keywords and optional structured data (JSON-LD).
 * The second argument may be the description alone, as older pages pass it.
 */
export function usePageMeta(title: string, options?: string | PageMetaOptions): void {
  const meta: PageMetaOptions = typeof options === 'string' ? { description: options } : (options ?? {});
  const keywords = meta.keywords?.join(', ') ?? null;
  const structured = meta.structuredData ? JSON.stringify(meta.structuredData) : null;
  const { description } = meta;
  useEffect(() => {
    document.title = `${title}${t('TitleSuffix')}`;
    setMeta('description', description ?? t('DefaultDescription'));
    setMeta('keywords', keywords);
    setStructuredData(structured ? (JSON.parse(structured) as StructuredData) : undefined);
  }, [title, description, keywords, structured]);
}
