import { useLocation } from 'wouter';
import { getAdminSpecialtyPage } from '../../../../core/contracts/specialties/specialty-pages.contract.ts';
import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SpecialtyPageEditor } from './specialty-page-editor.tsx';
import { SpecialtyPagesManager } from './specialty-pages-manager.tsx';

const positiveId = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** /admin/specialty-pages/:specialtyId?/:pageId? — choose a specialty, list its pages, edit one ('new' adds one). */
export function SpecialtyPagesPage({
  specialtyId,
  pageId,
}: {
  specialtyId?: string | undefined;
  pageId?: string | undefined;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const specialties = useSpecialties();
  const chosen = positiveId(specialtyId);
  const editedId = positiveId(pageId);
  const isNew = pageId === 'new';
  const page = useContractQuery(getAdminSpecialtyPage, editedId ? { params: { pageId: editedId } } : null, {
    onError: () => {},
  });

  if (
    (specialtyId !== undefined && chosen === null) ||
    (pageId !== undefined && !isNew && editedId === null)
  ) {
    return <NotFound />;
  }
  if (editedId && isNotFound(page.error)) return <NotFound />;
  const specialtyName = specialties.specialties.find((s) => s.id === chosen)?.name ?? '';
  const editing = isNew || editedId !== null;

  return (
    <Page title={t('SpPagesTitle')}>
      <SelectField
        label={t('SpChooseSpecialty')}
        options={specialties.options}
        value={chosen ? String(chosen) : null}
        onChange={(value) => navigate(value ? `/admin/specialty-pages/${value}` : '/admin/specialty-pages')}
      />
      {chosen === null ? <p>{t('SpChooseSpecialtyHint')}</p> : null}
      {chosen !== null && !editing ? <SpecialtyPagesManager specialtyId={chosen} /> : null}
      {chosen !== null && editing ? (
        <>
          <p>
            <Link href={`/admin/specialty-pages/${chosen}`}>
              {t('SpBackToPages', { name: specialtyName })}
            </Link>
          </p>
          <h2>{isNew ? t('SpNewPage') : (page.data?.title ?? '')}</h2>
          {isNew ? (
            <SpecialtyPageEditor key={`new-${chosen}`} specialtyId={chosen} page={null} onSaved={() => {}} />
          ) : page.data && page.data.specialtyId === chosen ? (
            <SpecialtyPageEditor
              key={page.data.id}
              specialtyId={chosen}
              page={page.data}
              onSaved={() => page.reload()}
            />
          ) : page.data ? (
            <NotFound />
          ) : (
            <PageLoading />
          )}
        </>
      ) : null}
    </Page>
  );
}
