import type { ReactNode } from 'react';
import { getSpecialtyByName } from '../../../core/contracts/specialties/specialties.contract.ts';
import { getPublicSpecialtyPage } from '../../../core/contracts/specialties/specialty-pages.contract.ts';
import { isNotFound } from '../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import './specialty-info.css';

const quiet = { onError: () => {} };

/**
 * A specialty's published information pages and the chosen one (the first by default): what the
 * public reads at /specialty/:name/:pageId?, and what applicants (specialty-info) and society users
 * (additional-info) read in their areas. `pageId` is the route segment as written.
 */
export function useSpecialtyInfo(name: string, pageId: string | undefined) {
  const specialty = useContractQuery(getSpecialtyByName, { params: { name } }, quiet);
  const requested = pageId && /^\d+$/.test(pageId) ? Number(pageId) : null;
  const data = specialty.data;
  const selectedId = data ? (requested ?? data.pages[0]?.id ?? null) : null;
  const page = useContractQuery(
    getPublicSpecialtyPage,
    data && selectedId ? { params: { id: data.id, pageId: selectedId } } : null,
    quiet,
  );
  return {
    specialty: data,
    selectedId,
    page: page.data && page.data.id === selectedId ? page.data : null,
    /** An unknown specialty or page, or a page segment that is not an id: the route's page-not-found. */
    isNotFound:
      (pageId !== undefined && requested === null) || isNotFound(specialty.error) || isNotFound(page.error),
    failed: Boolean(specialty.error || page.error),
  };
}

export type SpecialtyInfo = ReturnType<typeof useSpecialtyInfo>;

/** The pages' titles as a side navigation (links under `basePath`) beside the chosen page. */
export function SpecialtyInfoPages({
  info,
  basePath,
  empty,
}: {
  info: SpecialtyInfo;
  basePath: string;
  empty: ReactNode;
}) {
  const t = useT();
  const { specialty, selectedId, page } = info;
  if (!specialty) return info.failed ? <p role="alert">{t('SpLoadFailed')}</p> : <PageLoading />;
  if (specialty.pages.length === 0) return <>{empty}</>;
  return (
    <div className="specialty-layout">
      <nav className="specialty-nav" aria-label={t('SpPagesOf', { name: specialty.name })}>
        <ul>
          {specialty.pages.map((link) => (
            <li key={link.id}>
              <Link
                href={`${basePath}/${link.id}`}
                aria-current={link.id === selectedId ? 'page' : undefined}
              >
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article aria-labelledby="specialty-page-title">
        {page ? (
          <>
            <h2 id="specialty-page-title">{page.title}</h2>
            <RichTextView html={page.body} />
          </>
        ) : info.failed ? (
          <p role="alert">{t('SpLoadFailed')}</p>
        ) : (
          <PageLoading />
        )}
      </article>
    </div>
  );
}
