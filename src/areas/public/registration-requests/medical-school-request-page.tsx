import type { BodyOf } from '../../../../core/contracts/http.ts';
import {
  medicalSchoolRegistrationRequestBody,
  submitMedicalSchoolRegistrationRequest,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import {
  MedicalSchoolRegistrationFields,
  RequesterFields,
} from '../../../features/requests/request-fields.tsx';
import {
  emptyMedicalSchoolRegistration,
  emptyRequester,
  type MedicalSchoolRegistrationValues,
  type RequesterValues,
  toMedicalSchoolRegistrationPayload,
} from '../../../features/requests/request-form-values.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { RegistrationRequestForm } from './registration-request-form.tsx';

type Values = MedicalSchoolRegistrationValues & RequesterValues;

const toBody = (v: Values) => ({
  ...toMedicalSchoolRegistrationPayload(v),
  requesterName: v.requesterName,
  requesterEmail: v.requesterEmail,
});
const schema = medicalSchoolRegistrationRequestBody.omit({ captcha: true });
const initial: Values = { ...emptyMedicalSchoolRegistration(), ...emptyRequester() };

/** /registration/medical-school-request (and its standalone variant): a school asks to be listed. */
export function MedicalSchoolRequestPage() {
  const t = useT();
  const form = useEntityForm({
    draftKey: 'medical-school-request',
    initial,
    validate: useSchemaValidate(schema, toBody),
    messagesOn: 'blur',
  });
  return (
    <Page
      title={t('PageSchoolRequest')}
      description={t('RqSchoolRequestIntro')}
      structuredData={{
        '@type': 'WebPage',
        name: t('PageSchoolRequest'),
        description: t('RqSchoolRequestIntro'),
      }}
    >
      <p className="form-intro">{t('RqSchoolRequestIntro')}</p>
      <RegistrationRequestForm
        form={form}
        label={t('PageSchoolRequest')}
        send={async (values, captcha) => {
          await call(submitMedicalSchoolRegistrationRequest, {
            body: { ...toBody(values), captcha } as BodyOf<typeof submitMedicalSchoolRegistrationRequest>,
          });
        }}
      >
        <MedicalSchoolRegistrationFields form={form} />
        <RequesterFields form={form} />
      </RegistrationRequestForm>
    </Page>
  );
}
