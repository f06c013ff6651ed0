import type { BodyOf } from '../../../../core/contracts/http.ts';
import {
  medicalSchoolRegistrationRequestBody,
  submitMedicalSchoolRegistrationRequest,
} from '../../../../core/contracts/requests/requests.contract.ts';
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
import { useRequestForm } from '../../../features/requests/use-request-form.ts';
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
  const form = useRequestForm({ draftKey: 'medical-school-request', initial, toBody, schema });
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
        send={async (body, captcha) => {
          await call(submitMedicalSchoolRegistrationRequest, {
            body: { ...(body as ReturnType<typeof toBody>), captcha } as BodyOf<
              typeof submitMedicalSchoolRegistrationRequest
            >,
          });
        }}
      >
        <MedicalSchoolRegistrationFields form={form} />
        <RequesterFields form={form} />
      </RegistrationRequestForm>
    </Page>
  );
}
