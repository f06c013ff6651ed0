import { useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  type ApplicantProgramRequest,
  applicantProgramRequestInput,
  cancelProgramRequest,
  createProgramRequest,
  getMyProgramRequest,
  listMyProgramRequests,
  updateProgramRequest,
} from '../../../../core/contracts/requests/applicant-program-requests.contract.ts';
import {
  type ApplicantProgramRequestKind,
  applicantProgramRequestKinds,
} from '../../../../core/domain/interviews.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import {
  requestKindKey,
  requestStatusKey,
  requestStatusTone,
} from '../../../features/program-requests/request-texts.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Values = { programCode: string; kind: ApplicantProgramRequestKind | ''; subject: string; body: string };

const toBody = (values: Values) => ({
  programCode: values.programCode,
  kind: values.kind || undefined,
  subject: values.subject,
  body: values.body,
});

/**
 * `/applicant/:matchCycleCode/program-requests/create` and `.../update/:id` (issue 15, business.md
 * §2.2): ask a program the applicant applied to (a kind, a subject, the text); while Pending the
 * request may be edited or cancelled; once answered or declined it shows the program's answer.
 */
export function ProgramRequestFormPage() {
  const { matchCycleCode, id } = useParams<{ matchCycleCode: string; id?: string }>();
  const requestId = id === undefined ? null : Number(id);
  const list = useContractQuery(listMyProgramRequests, { params: { matchCycleCode } }, { keepOffline: true });
  const one = useContractQuery(
    getMyProgramRequest,
    requestId === null || !Number.isInteger(requestId) ? null : { params: { matchCycleCode, id: requestId } },
    {
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'program request' });
      },
    },
  );
  if (id !== undefined && (!Number.isInteger(requestId) || isNotFound(one.error))) return <NotFound />;
  if (isNotFound(list.error)) return <NotFound />;
  if (!list.data || (requestId !== null && !one.data))
    return list.error || one.error ? null : <PageLoading />;
  return (
    <RequestForm
      key={one.data?.updatedAt ?? 'new'}
      matchCycleCode={matchCycleCode}
      programs={list.data.programs}
      request={one.data}
    />
  );
}

function RequestForm({
  matchCycleCode,
  programs,
  request,
}: {
  matchCycleCode: string;
  programs: { programCode: string; programName: string }[];
  request: ApplicantProgramRequest | null;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const back = `/applicant/${matchCycleCode}/program-requests`;
  const isPending = request === null || request.status === 'Pending';
  const initial: Values = {
    programCode: request?.programCode ?? (programs.length === 1 ? programs[0]!.programCode : ''),
    kind: request?.kind ?? '',
    subject: request?.subject ?? '',
    body: request?.body ?? '',
  };
  const validate = useSchemaValidate(applicantProgramRequestInput, useCallback(toBody, []));
  const form = useEntityForm<Values>({
    draftKey: `program-request:${matchCycleCode}:${request?.id ?? 'new'}`,
    initial,
    validate,
    context: request ? 'program request update' : 'program request create',
    isReadOnly: !isPending,
    onSubmit: async (values) => {
      const body = toBody(values);
      try {
        if (request) {
          await call(updateProgramRequest, {
            params: { matchCycleCode, id: request.id },
            body: { kind: body.kind!, subject: body.subject, body: body.body },
          });
        } else {
          await call(createProgramRequest, {
            params: { matchCycleCode },
            body: { programCode: body.programCode, kind: body.kind!, subject: body.subject, body: body.body },
          });
        }
      } catch (error) {
        if (showDeniedIfRefused(error)) return;
        throw error;
      }
      showSuccess(t(request ? 'PrqSaved' : 'PrqSentToast'));
      navigate(back);
    },
  });

  const cancelRequest = async () => {
    if (!request) return;
    const confirmed = await confirm({
      message: t('PrqCancelConfirm'),
      confirmLabel: t('PrqCancelRequest'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      await call(cancelProgramRequest, { params: { matchCycleCode, id: request.id } });
      form.clearDraft();
      showSuccess(t('PrqCancelled'));
      navigate(back);
    } catch (error) {
      if (!showDeniedIfRefused(error)) handleError(error, { context: 'program request cancel' });
    }
  };

  const programOptions = programs.map((p) => ({ value: p.programCode, label: p.programName }));
  const kindOptions = applicantProgramRequestKinds.map((kind) => ({
    value: kind,
    label: t(requestKindKey(kind)),
  }));

  return (
    <Page title={request ? t('PrqUpdateTitle') : t('PrqCreateTitle')}>
      <p>
        <Link href={back}>{t('PrqBack')}</Link>
      </p>
      {request ? (
        <section className="card stack" aria-labelledby="prq-state">
          <h2 id="prq-state">{t('PrqState')}</h2>
          <p>
            <StatusBadge
              status={request.status}
              label={t(requestStatusKey(request.status))}
              tone={requestStatusTone(request.status)}
            />
          </p>
          <DetailsList
            rows={[
              ['PrqProgram', request.programName],
              ['PrqSent', formatDateTime(request.createdAt)],
              request.answeredAt ? ['PrqAnsweredAt', formatDateTime(request.answeredAt)] : null,
              request.answer ? ['PrqAnswer', request.answer] : null,
            ]}
          />
        </section>
      ) : null}
      {programs.length === 0 && !request ? <p>{t('PrqNoPrograms')}</p> : null}
      {isPending ? (
        <form className="stack" onSubmit={(event) => void form.submit(event)}>
          {request ? null : (
            <SelectField
              label={t('PrqProgram')}
              options={programOptions}
              value={form.values.programCode || null}
              onChange={(value) => form.set({ programCode: value ?? '' })}
              onBlur={() => form.touch('programCode')}
              errorMessage={form.errorOf('programCode')}
              isRequired
            />
          )}
          <SelectField
            label={t('PrqKind')}
            options={kindOptions}
            value={form.values.kind || null}
            onChange={(value) => form.set({ kind: (value ?? '') as Values['kind'] })}
            onBlur={() => form.touch('kind')}
            errorMessage={form.errorOf('kind')}
            isRequired
          />
          <TextField label={t('PrqSubject')} {...form.field('subject')} isRequired maxLength={200} />
          <TextAreaField label={t('PrqBody')} {...form.field('body')} isRequired rows={6} maxLength={4000} />
          <FormFooter
            hasErrors={form.hasErrors}
            isSaving={form.isSaving}
            isDirty={form.isDirty}
            submitLabel={request ? t('PrqSave') : t('PrqSend')}
            actions={
              request ? (
                <Button variant="danger" onPress={() => void cancelRequest()}>
                  {t('PrqCancelRequest')}
                </Button>
              ) : null
            }
          />
        </form>
      ) : request ? (
        <section className="stack" aria-labelledby="prq-asked">
          <h2 id="prq-asked">{t('PrqAsked')}</h2>
          <DetailsList
            rows={[
              ['PrqKind', t(requestKindKey(request.kind))],
              ['PrqSubject', request.subject],
              ['PrqBody', request.body],
            ]}
          />
        </section>
      ) : null}
    </Page>
  );
}
