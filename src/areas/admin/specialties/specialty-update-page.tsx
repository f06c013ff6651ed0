import {
  getAdminSpecialty,
  updateSpecialty,
} from '../../../../core/contracts/specialties/specialties.contract.ts';
import { forgetSpecialties } from '../../../features/specialties/use-specialties.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { SpecialtyPagesManager } from '../specialty-pages/specialty-pages-manager.tsx';
import { SocietyUsersTab } from './society-users-tab.tsx';
import { SpecialtyForm, specialtyValuesFrom } from './specialty-form.tsx';
import { SubspecialtiesTab } from './subspecialties-tab.tsx';

const tabIds = ['general', 'subspecialties', 'society-users', 'pages'] as const;
type TabId = (typeof tabIds)[number];

/** /admin/specialties/update/:id/:tab? — general, subspecialties, society users, information pages. */
export function SpecialtyUpdatePage({ id, tab }: { id: string; tab?: string | undefined }) {
  const t = useT();
  const specialtyId = Number(id);
  const valid = Number.isInteger(specialtyId) && specialtyId > 0;
  const selected: TabId | null =
    tab === undefined ? 'general' : (tabIds.find((known) => known === tab) ?? null);
  const specialty = useContractQuery(getAdminSpecialty, valid ? { params: { id: specialtyId } } : null, {
    onError: () => {},
  });

  if (!valid || selected === null || isNotFound(specialty.error)) return <NotFound />;
  const data = specialty.data;
  const base = `/admin/specialties/update/${specialtyId}`;
  const labels: Record<TabId, string> = {
    general: t('SpTabGeneral'),
    subspecialties: t('SpTabSubspecialties'),
    'society-users': t('SpTabSocietyUsers'),
    pages: t('SpTabPages'),
  };
  return (
    <Page title={data ? t('SpUpdateTitle', { name: data.name }) : t('SpListTitle')}>
      <p>
        <Link href="/admin/specialties">{t('SpBackToList')}</Link>
      </p>
      {data === null ? (
        specialty.error ? (
          <p role="alert">{t('SpLoadFailed')}</p>
        ) : (
          <PageLoading />
        )
      ) : (
        <RouteTabs
          aria-label={t('SpTabsLabel')}
          selectedId={selected}
          tabs={tabIds.map((tabId) => ({
            id: tabId,
            label: labels[tabId],
            href: tabId === 'general' ? base : `${base}/${tabId}`,
          }))}
        >
          {selected === 'general' ? (
            <SpecialtyForm
              key={data.id}
              draftKey={`specialty:${data.id}`}
              initial={specialtyValuesFrom(data)}
              submitLabel={t('Save')}
              onSubmit={async (body) => {
                const saved = await call(updateSpecialty, { params: { id: data.id }, body });
                forgetSpecialties();
                showSuccess(t('SpSaved', { name: saved.name }));
                specialty.reload();
              }}
            />
          ) : null}
          {selected === 'subspecialties' ? (
            <SubspecialtiesTab specialty={data} onChanged={specialty.reload} />
          ) : null}
          {selected === 'society-users' ? <SocietyUsersTab specialtyId={data.id} /> : null}
          {selected === 'pages' ? <SpecialtyPagesManager specialtyId={data.id} /> : null}
        </RouteTabs>
      )}
    </Page>
  );
}
