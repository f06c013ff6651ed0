import type { BodyOf } from '../../../../core/contracts/http.ts';
import {
  getRegistrationOptions,
  programRegistrationRequestBody,
  submitProgramRegistrationRequest,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { ProgramRegistrationFields, RequesterFields } from '../../../features/requests/request-fields.tsx';
import {
  emptyProgramRegistration,
  emptyRequester,
  type ProgramRegistrationValues,
  programRegistrationFieldMap,
  type RequesterValues,
  toProgramRegistrationPayload,
} from '../../../features/requests/request-form-values.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RegistrationRequestForm } from './registration-request-form.tsx';

type Values = ProgramRegistrationValues & RequesterValues;

const toBody = (v: Values) => ({
  ...toProgramRegistrationPayload(v),
  requesterName: v.requesterName,
  requesterEmail: v.requesterEmail,
});
const schema = programRegistrationRequestBody.omit({ captcha: true });
const initial: Values = { ...emptyProgramRegistration(), ...emptyRequester() };

/** /registration/program-request (and its standalone variant): a program asks to take part. */
export function ProgramRequestPage() {
  const t = useT();
  const options = useContractQuery(getRegistrationOptions, {});
  const form = useEntityForm({
    draftKey: 'program-request',
    initial,
    validate: useSchemaValidate(schema, toBody, programRegistrationFieldMap),
    fieldMap: programRegistrationFieldMap,
    messagesOn: 'blur',
  });
  return (
    <Page
      title={t('PageProgramRequest')}
      description={t('RqProgramRequestIntro')}
      structuredData={{
        '@type': 'WebPage',
        name: t('PageProgramRequest'),
        description: t('RqProgramRequestIntro'),
      }}
    >
      <p className="form-intro">{t('RqProgramRequestIntro')}</p>
      {options.data ? (
        <RegistrationRequestForm
          form={form}
          label={t('PageProgramRequest')}
          send={async (values, captcha) => {
            await call(submitProgramRegistrationRequest, {
              body: { ...toBody(values), captcha } as BodyOf<typeof submitProgramRegistrationRequest>,
            });
          }}
        >
          <ProgramRegistrationFields form={form} options={options.data} />
          <RequesterFields form={form} />
        </RegistrationRequestForm>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
