import type { ReactNode } from 'react';
import { usePageMeta } from './use-page-meta.ts';

export type PageProps = { title: string; description?: string; children?: ReactNode; heading?: ReactNode };

/** A page: sets the document title and renders the page heading (the area layout holds <main>). */
export function Page({ title, description, heading, children }: PageProps) {
  usePageMeta(title, description);
  return (
    <div className="page">
      <h1 className="page-title">{heading ?? title}</h1>
      {children}
    </div>
  );
}
