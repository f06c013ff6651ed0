import { useLocation } from 'wouter';
import {
  createMedicalSchool,
  getAdminMedicalSchool,
  updateMedicalSchool,
} from '../../../../core/contracts/medical-schools/medical-schools.contract.ts';
import { switchMedicalSchoolActivation } from '../../../features/medical-schools/medical-school-activation.ts';
import {
  emptyMedicalSchool,
  MedicalSchoolForm,
  medicalSchoolValues,
} from '../../../features/medical-schools/medical-school-form.tsx';
import { ActiveBadge } from '../../../features/programs/catalogue-filters.tsx';
import { NotFoundError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** /admin/medical-schools/create (our route: the spec lists only the list). */
export function MedicalSchoolCreatePage() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Page title={t('MsCreateTitle')}>
      <p>
        <Link href="/admin/medical-schools">{t('MsBackToList')}</Link>
      </p>
      <MedicalSchoolForm
        draftKey="medical-school:new"
        initial={emptyMedicalSchool}
        submitLabel={t('MsCreate')}
        onSubmit={async (body) => {
          const saved = await call(createMedicalSchool, { body: { ...body, isActive: true } });
          showSuccess(t('MsCreated', { name: saved.name }));
          navigate('/admin/medical-schools');
        }}
      />
    </Page>
  );
}

/** /admin/medical-schools/update/:id (our route): the form, plus activation when the server allows it. */
export function MedicalSchoolUpdatePage({ id }: { id: string }) {
  const t = useT();
  const schoolId = Number(id);
  const valid = Number.isInteger(schoolId) && schoolId > 0;
  const school = useContractQuery(getAdminMedicalSchool, valid ? { params: { id: schoolId } } : null, {
    onError: (error) => {
      if (!(error instanceof NotFoundError)) handleError(error, { context: 'medical school' });
    },
  });
  if (!valid || school.error instanceof NotFoundError) return <NotFound />;
  const data = school.data;
  return (
    <Page title={data ? t('MsUpdateTitle', { name: data.name }) : t('MsTitle')}>
      <p>
        <Link href="/admin/medical-schools">{t('MsBackToList')}</Link>
      </p>
      {data === null ? (
        <PageLoading />
      ) : (
        <>
          <p className="button-row">
            <ActiveBadge isActive={data.isActive} />
            {!data.actions.canSwitchActivationStatus && data.isActive ? (
              <span className="field-description">{t('MsCannotDeactivate')}</span>
            ) : null}
          </p>
          <MedicalSchoolForm
            key={data.id}
            draftKey={`medical-school:${data.id}`}
            initial={medicalSchoolValues(data)}
            submitLabel={t('Save')}
            isReadOnly={!data.actions.canEdit}
            onSubmit={async (body) => {
              const saved = await call(updateMedicalSchool, { params: { id: data.id }, body });
              showSuccess(t('MsSaved', { name: saved.name }));
              school.reload();
            }}
            actions={
              data.actions.canSwitchActivationStatus ? (
                <Button
                  variant={data.isActive ? 'danger' : 'secondary'}
                  onPress={async () => {
                    if (await switchMedicalSchoolActivation(data)) school.reload();
                  }}
                >
                  {t(data.isActive ? 'MsDeactivate' : 'MsActivate')}
                </Button>
              ) : null
            }
          />
        </>
      )}
    </Page>
  );
}
