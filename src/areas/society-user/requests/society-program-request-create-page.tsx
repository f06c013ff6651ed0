import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { BodyOf } from '../../../../core/contracts/http.ts';
import {
  createSocietyProgramRegistrationRequest,
  getRegistrationOptions,
  programRegistrationPayload,
} from '../../../../core/contracts/requests/requests.contract.ts';
import type { SocietyContextSpecialty } from '../../../../core/contracts/societies/society.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { ProgramRegistrationFields } from '../../../features/requests/request-fields.tsx';
import {
  emptyProgramRegistration,
  programRegistrationFieldMap,
  toProgramRegistrationPayload,
} from '../../../features/requests/request-form-values.ts';
import { societyRequestLists } from '../../../features/requests/request-kinds-ui.tsx';
import { SocietyScope } from '../../../features/society-context/society-scope.tsx';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

const listPath = societyRequestLists.ProgramRegistration.path;

function CreateForm({ specialty }: { specialty: SocietyContextSpecialty }) {
  const t = useT();
  const [, navigate] = useLocation();
  const options = useContractQuery(getRegistrationOptions, {});
  const form = useEntityForm({
    draftKey: `society-program-request:${specialty.id}`,
    initial: emptyProgramRegistration(specialty.id),
    validate: useSchemaValidate(
      programRegistrationPayload,
      toProgramRegistrationPayload,
      programRegistrationFieldMap,
    ),
    fieldMap: programRegistrationFieldMap,
    messagesOn: 'blur',
  });
  if (!specialty.actions.canRequestProgramRegistration) {
    return <p className="card">{t('ProgramRegistrationNotAllowed')}</p>;
  }
  if (!options.data) return <PageLoading />;
  return (
    <Form
      className="form stack"
      validationBehavior="aria"
      aria-label={t('RqRequestProgramRegistration')}
      onSubmit={async (event) => {
        event.preventDefault();
        const ok = await form.send(async (values) => {
          await call(createSocietyProgramRegistrationRequest, {
            body: toProgramRegistrationPayload(values) as BodyOf<
              typeof createSocietyProgramRegistrationRequest
            >,
          });
        });
        if (ok) {
          showSuccess(t('RegistrationRequestSent'));
          navigate(listPath);
        }
      }}
    >
      {form.isRestored ? <FormMessage tone="info" text={t('RqDraftRestored')} /> : null}
      <ProgramRegistrationFields form={form} options={options.data} fixedSpecialty />
      <div className="button-row button-row-end">
        <Link href={listPath}>{t('RqBackToList')}</Link>
        <Button type="submit" isPending={form.isSaving}>
          {t('Send')}
        </Button>
      </div>
    </Form>
  );
}

/** /society-user/requests/program-registration-requests/create: only where the specialty allows it. */
export function SocietyProgramRequestCreatePage() {
  const t = useT();
  return (
    <Page title={t('RqRequestProgramRegistration')}>
      <SocietyScope>
        {({ specialty }) => <CreateForm key={specialty.id} specialty={specialty} />}
      </SocietyScope>
    </Page>
  );
}
