import type { ReactNode } from 'react';
import { type StructuredData, usePageMeta } from './use-page-meta.ts';

export type PageProps = {
  title: string;
  description?: string;
  /** Search keywords of public pages (platform.md §2 page metadata). */
  keywords?: readonly string[];
  /** schema.org JSON-LD of public pages (Organization, FAQPage, Dataset…). */
  structuredData?: StructuredData;
  children?: ReactNode;
  heading?: ReactNode;
};

/** A page: sets the document title and metadata and renders the page heading (the area layout holds <main>). */
export function Page({ title, description, keywords, structuredData, heading, children }: PageProps) {
  usePageMeta(title, { description, keywords, structuredData });
  return (
    <div className="page">
      <h1 className="page-title">{heading ?? title}</h1>
      {children}
    </div>
  );
}
