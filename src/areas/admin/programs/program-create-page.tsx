import { useLocation } from 'wouter';
import { createProgram } from '../../../../core/contracts/programs/programs.contract.ts';
import { ProgramForm } from '../../../features/programs/program-form.tsx';
import { emptyProgram } from '../../../features/programs/program-form-values.ts';
import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** /admin/programs/create: after saving, the admin goes on to the positions and users tabs. */
export function ProgramCreatePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const { specialties, isLoading } = useSpecialties();
  return (
    <Page title={t('PgCreateTitle')}>
      <p>
        <Link href="/admin/programs">{t('PgBackToList')}</Link>
      </p>
      {isLoading ? (
        <PageLoading />
      ) : (
        <ProgramForm
          draftKey="program:new"
          initial={emptyProgram}
          specialties={specialties}
          submitLabel={t('PgCreate')}
          onSubmit={async (body) => {
            const saved = await call(createProgram, { body });
            showSuccess(t('PgCreated', { name: saved.name }));
            navigate(`/admin/programs/update/${saved.id}/positions`);
          }}
        />
      )}
    </Page>
  );
}
