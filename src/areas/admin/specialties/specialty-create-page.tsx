import { useLocation } from 'wouter';
import { createSpecialty } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { forgetSpecialties } from '../../../features/specialties/use-specialties.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { emptySpecialtyValues, SpecialtyForm } from './specialty-form.tsx';

/** /admin/specialties/create: then on to its subspecialties. */
export function SpecialtyCreatePage() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Page title={t('SpCreateTitle')}>
      <p>
        <Link href="/admin/specialties">{t('SpBackToList')}</Link>
      </p>
      <SpecialtyForm
        draftKey="specialty:new"
        initial={emptySpecialtyValues}
        submitLabel={t('SpCreate')}
        onSubmit={async (body) => {
          const created = await call(createSpecialty, { body });
          forgetSpecialties();
          showSuccess(t('SpSaved', { name: created.name }));
          navigate(`/admin/specialties/update/${created.id}/subspecialties`);
        }}
      />
    </Page>
  );
}
