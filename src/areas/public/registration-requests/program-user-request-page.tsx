import { useParams } from 'wouter';
import type { BodyOf } from '../../../../core/contracts/http.ts';
import {
  getRegistrationProgram,
  submitProgramUserRequest,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { PersonFields } from '../../../features/requests/request-fields.tsx';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RegistrationRequestForm } from './registration-request-form.tsx';

type Values = { firstName: string; lastName: string; email: string };

const initial: Values = { firstName: '', lastName: '', email: '' };

function ProgramUserForm({ program }: { program: { id: number; name: string } }) {
  const t = useT();
  const toBody = (v: Values) => ({ programId: program.id, ...v, captcha: '-' });
  const form = useEntityForm({
    draftKey: `program-user-request:${program.id}`,
    initial,
    // Checked on its own by the captcha field; the placeholder above keeps the schema's other messages.
    validate: useSchemaValidate(submitProgramUserRequest.body!, toBody),
    messagesOn: 'blur',
  });
  return (
    <>
      <p className="form-intro">{t('RqProgramUserIntro', { program: program.name })}</p>
      <RegistrationRequestForm
        form={form}
        label={t('PageRegisterProgram')}
        send={async (values, captcha) => {
          await call(submitProgramUserRequest, {
            body: { ...(toBody(values) as BodyOf<typeof submitProgramUserRequest>), captcha },
          });
        }}
      >
        <div className="form-grid">
          <PersonFields form={form} />
        </div>
      </RegistrationRequestForm>
    </>
  );
}

/** /registration/program/:id: someone asks to join the program as one of its users (program staff). */
export function ProgramUserRequestPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const program = useContractQuery(getRegistrationProgram, id ? { params: { id } } : null, {
    onError: () => undefined,
  });
  if (id === null || program.error) return <NotFound />;
  return (
    <Page title={t('PageRegisterProgram')}>
      {program.data ? <ProgramUserForm program={program.data} /> : <PageLoading />}
    </Page>
  );
}
