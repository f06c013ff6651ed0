import { type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation, useParams } from 'wouter';
import {
  getAdminRequest,
  getRegistrationOptions,
  medicalSchoolRegistrationPayload,
  programRegistrationPayload,
  type RequestDetails,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { type EntityForm, useEntityForm } from '../../../features/forms/use-entity-form.ts';
import {
  MedicalSchoolRegistrationFields,
  ProgramRegistrationFields,
} from '../../../features/requests/request-fields.tsx';
import {
  type MedicalSchoolRegistrationValues,
  medicalSchoolRegistrationValuesOf,
  type ProgramRegistrationValues,
  programRegistrationFieldMap,
  programRegistrationValuesOf,
  toMedicalSchoolRegistrationPayload,
  toProgramRegistrationPayload,
} from '../../../features/requests/request-form-values.ts';
import {
  adminRequestQueues,
  askDecision,
  sendDecision,
} from '../../../features/requests/request-kinds-ui.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

type Kind = 'ProgramRegistration' | 'MedicalSchoolRegistration';

/** The decision buttons of a review form; approve sends the corrected fields. */
function ReviewForm<V extends object>({
  request,
  form,
  toPayload,
  children,
}: {
  request: RequestDetails;
  form: EntityForm<V>;
  /** The corrected fields as the approval sends them. */
  toPayload: (values: V) => unknown;
  children: ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const back = adminRequestQueues[request.kind].path;
  const decide = async (decision: 'approve' | 'decline') => {
    if (decision === 'approve' && !form.check()) return;
    const answer = await askDecision(t, request, decision);
    if (!answer) return;
    // Declining ignores the fields (a half-corrected form may be declined); approving sends them.
    const ok =
      decision === 'approve'
        ? await form.send((values) =>
            sendDecision(request.id, decision, answer.comment, toPayload(values) as Record<string, unknown>),
          )
        : await sendDecision(request.id, decision, answer.comment).then(
            () => true,
            (error: unknown) => {
              handleError(error, { context: 'request decline' });
              return false;
            },
          );
    if (ok) {
      form.clearDraft();
      showSuccess(t(decision === 'approve' ? 'RqApproved' : 'RqDeclined'));
      navigate(back);
    }
  };
  return (
    <Form
      className="form stack"
      validationBehavior="aria"
      aria-label={t('RqReview')}
      onSubmit={(event) => {
        event.preventDefault();
        void decide('approve');
      }}
    >
      {form.isRestored ? <FormMessage tone="info" text={t('RqDraftRestored')} /> : null}
      {children}
      <div className="button-row button-row-end">
        <Link href={back}>{t('RqBackToList')}</Link>
        <Button variant="danger" onPress={() => void decide('decline')} isDisabled={form.isSaving}>
          {t('RqDecline')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('RqApprove')}
        </Button>
      </div>
    </Form>
  );
}

function ProgramReview({ request }: { request: RequestDetails }) {
  const options = useContractQuery(getRegistrationOptions, {});
  const form = useEntityForm<ProgramRegistrationValues>({
    draftKey: `request:${request.id}`,
    initial: programRegistrationValuesOf(request.payload, request.suggestedCode),
    validate: useSchemaValidate(
      programRegistrationPayload,
      toProgramRegistrationPayload,
      programRegistrationFieldMap,
    ),
    fieldMap: programRegistrationFieldMap,
    messagesOn: 'blur',
  });
  if (!options.data) return <PageLoading />;
  return (
    <ReviewForm request={request} form={form} toPayload={toProgramRegistrationPayload}>
      <ProgramRegistrationFields form={form} options={options.data} showCode />
    </ReviewForm>
  );
}

function SchoolReview({ request }: { request: RequestDetails }) {
  const form = useEntityForm<MedicalSchoolRegistrationValues>({
    draftKey: `request:${request.id}`,
    initial: medicalSchoolRegistrationValuesOf(request.payload, request.suggestedCode),
    validate: useSchemaValidate(medicalSchoolRegistrationPayload, toMedicalSchoolRegistrationPayload),
    messagesOn: 'blur',
  });
  return (
    <ReviewForm request={request} form={form} toPayload={toMedicalSchoolRegistrationPayload}>
      <MedicalSchoolRegistrationFields form={form} showCode />
    </ReviewForm>
  );
}

/** A decided request: who decided, when, the comment, and what the approval created. */
function Decided({ request }: { request: RequestDetails }) {
  const programId = request.result?.programId;
  const schoolId = request.result?.medicalSchoolId;
  return (
    <DetailsList
      className="card"
      rows={[
        ['RqStatus', <StatusBadge key="status" status={request.status} />],
        [
          'RqDecided',
          `${request.decidedDate ? formatDateTime(request.decidedDate) : '—'}${
            request.decidedByName ? ` (${request.decidedByName})` : ''
          }`,
        ],
        ['RqComment', request.decisionComment ?? '—'],
        typeof programId === 'number'
          ? [
              'RqCreatedProgram',
              <Link key="program" href={`/admin/programs/update/${programId}`}>
                {request.subject}
              </Link>,
            ]
          : null,
        typeof schoolId === 'number'
          ? [
              'RqCreatedSchool',
              <Link key="school" href="/admin/medical-schools">
                {request.subject}
              </Link>,
            ]
          : null,
      ]}
    />
  );
}

/**
 * /admin/requests/programs/update/:id and /admin/requests/medical-school-registration/update/:id: the
 * admin reviews the request, corrects its fields (the code first of all) and approves or declines.
 */
export function AdminRequestReviewPage({ kind }: { kind: Kind }) {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const [missing, setMissing] = useState(false);
  const request = useContractQuery(getAdminRequest, id ? { params: { id } } : null, {
    onError: () => setMissing(true),
  });
  const data = request.data;
  const title = data
    ? `${t(adminRequestQueues[kind].label)}: ${data.subject}`
    : t(adminRequestQueues[kind].label);
  let body: ReactNode;
  if (id === null || missing || (data && data.kind !== kind)) body = <p className="card">{t('NotFound')}</p>;
  else if (!data) body = <PageLoading />;
  else {
    body = (
      <div className="stack">
        <p>
          {t('RqRequestedBy', {
            name: data.requesterName || data.requesterEmail,
            email: data.requesterEmail,
            date: formatDateTime(data.createdDate),
          })}
        </p>
        {data.status !== 'Pending' ? (
          <Decided request={data} />
        ) : kind === 'ProgramRegistration' ? (
          <ProgramReview request={data} />
        ) : (
          <SchoolReview request={data} />
        )}
      </div>
    );
  }
  return <Page title={title}>{body}</Page>;
}
