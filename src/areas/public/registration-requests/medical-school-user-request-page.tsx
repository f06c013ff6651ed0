import { useParams } from 'wouter';
import {
  getRegistrationMedicalSchool,
  medicalSchoolUserRequestBody,
  submitMedicalSchoolUserRequest,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { PersonFields } from '../../../features/requests/request-fields.tsx';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { RegistrationRequestForm } from './registration-request-form.tsx';

type Values = { medicalSchoolCode: string; firstName: string; lastName: string; email: string };

const schema = medicalSchoolUserRequestBody;
const initial: Values = { medicalSchoolCode: '', firstName: '', lastName: '', email: '' };

/**
 * /registration/medical-school-user-request/:id?: a school's first user asks for an account. The link
 * mailed after a school's registration names the school; without it the person types the school code.
 */
export function MedicalSchoolUserRequestPage() {
  const t = useT();
  const params = useParams<{ id?: string }>();
  const schoolId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const school = useContractQuery(
    getRegistrationMedicalSchool,
    schoolId ? { params: { id: schoolId } } : null,
  );
  const toBody = (v: Values) => ({
    medicalSchoolId: schoolId,
    medicalSchoolCode: schoolId ? null : v.medicalSchoolCode.trim() || null,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    // Checked on its own by the captcha field; a placeholder keeps the schema's other messages.
    captcha: '-',
  });
  const fieldMap = { medicalSchoolId: 'medicalSchoolCode' };
  const form = useEntityForm({
    draftKey: `medical-school-user-request:${schoolId ?? 'code'}`,
    initial,
    validate: useSchemaValidate(schema, toBody, fieldMap),
    fieldMap,
    messagesOn: 'blur',
  });
  const bind = form.field;
  return (
    <Page title={t('PageSchoolUserRequest')}>
      <p className="form-intro">
        {school.data ? t('RqSchoolUserIntroFor', { school: school.data.name }) : t('RqSchoolUserIntro')}
      </p>
      <RegistrationRequestForm
        form={form}
        label={t('PageSchoolUserRequest')}
        send={async (values, captcha) => {
          await call(submitMedicalSchoolUserRequest, {
            body: { ...toBody(values), captcha },
          });
        }}
      >
        <div className="form-grid">
          {schoolId ? null : (
            <TextField label={t('RqSchoolCode')} isRequired {...bind('medicalSchoolCode')} />
          )}
          <PersonFields form={form} />
        </div>
      </RegistrationRequestForm>
    </Page>
  );
}
