import { richTextExcerpt } from '../../../../core/domain/rich-text.ts';
import { SpecialtyInfoPages, useSpecialtyInfo } from '../../../features/specialties/specialty-info.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';

/**
 * /specialty/:name/:pageId? — a specialty's information pages: their titles as a side navigation and
 * the chosen page (the first by default). Light on purpose: no editor code reaches the public chunk.
 */
export function SpecialtyPage({ name, pageId }: { name: string; pageId?: string | undefined }) {
  const t = useT();
  const info = useSpecialtyInfo(name, pageId);
  const { specialty, page } = info;
  if (info.isNotFound) return <NotFound />;
  const origin = globalThis.location?.origin ?? '';
  const base = `/specialty/${specialty?.urlPrefix ?? name}`;
  const crumbs = [
    { name: t('PageSpecialties'), url: `${origin}/specialties` },
    ...(specialty ? [{ name: specialty.name, url: `${origin}${base}` }] : []),
    ...(page ? [{ name: page.title, url: `${origin}${base}/${page.id}` }] : []),
  ];
  return (
    <Page
      title={specialty ? (page ? `${page.title} — ${specialty.name}` : specialty.name) : t('PageSpecialty')}
      heading={specialty?.fullName}
      description={(page && richTextExcerpt(page.body)) || specialty?.fullName}
      structuredData={{
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      }}
    >
      {specialty ? (
        <div className="specialty-heading-bar" style={{ background: specialty.color }} aria-hidden="true" />
      ) : null}
      <p>
        <Link href="/specialties">{t('SpAllSpecialties')}</Link>
      </p>
      <SpecialtyInfoPages
        info={info}
        basePath={base}
        empty={<p>{t('SpNoPublicPages', { name: specialty?.name ?? name })}</p>}
      />
    </Page>
  );
}
