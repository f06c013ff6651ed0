import { useState } from 'react';
import {
  type ApplicantProgramRequest,
  answerProgramRequest,
  declineProgramRequest,
  listProgramApplicantRequests,
} from '../../../core/contracts/requests/applicant-program-requests.contract.ts';
import {
  type ApplicantProgramRequestStatus,
  applicantProgramRequestStatuses,
} from '../../../core/domain/interviews.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { useHubEvent } from '../../lib/realtime/use-hub-event.ts';
import { Button } from '../../ui/button.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { requestKindKey, requestStatusKey, requestStatusTone } from './request-texts.ts';

const ALL = '*';

/**
 * The program's requests from applicants (issue 15, ADR 0024 decision 8), Pending first: each with
 * what was asked and, while Pending, an answer box with Answer and Decline. A part for the program's
 * requests-invitations page (or any program page): give it the program's code and, to keep to one
 * cycle, the cycle's code; `headingLevel` is that of each request's title.
 */
export function ProgramApplicantRequests({
  programCode,
  matchCycleCode,
  headingLevel = 3,
}: {
  programCode: string;
  matchCycleCode?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = useT();
  const [status, setStatus] = useState<ApplicantProgramRequestStatus | null>(null);
  const query = useContractQuery(
    listProgramApplicantRequests,
    {
      params: { programCode },
      query: { ...(matchCycleCode ? { matchCycleCode } : {}), ...(status ? { status } : {}) },
    },
    { context: 'program applicant requests' },
  );
  // A new request arrives as a notification to the program's users (NewNotification): the list follows.
  useHubEvent('Notification', 'NewNotification', query.reload);
  const statusOptions = [
    { value: ALL, label: t('PrqAllStatuses') },
    ...applicantProgramRequestStatuses.map((s) => ({ value: s, label: t(requestStatusKey(s)) })),
  ];
  const data = query.data;
  return (
    <div className="stack">
      <SelectField
        label={t('PrqStatus')}
        options={statusOptions}
        value={status ?? ALL}
        onChange={(value) =>
          setStatus(value && value !== ALL ? (value as ApplicantProgramRequestStatus) : null)
        }
      />
      {!data ? (
        query.error ? null : (
          <PageLoading />
        )
      ) : data.requests.length === 0 ? (
        <p>{t('PrqNoneForProgram')}</p>
      ) : (
        <ul className="card-list" aria-label={t('PrqProgramListLabel')}>
          {data.requests.map((request) => (
            <li key={request.id}>
              <RequestCard
                programCode={programCode}
                request={request}
                showCycle={!matchCycleCode}
                headingLevel={headingLevel}
                onDecided={query.reload}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Answer = { answer: string };

function RequestCard({
  programCode,
  request,
  showCycle,
  headingLevel,
  onDecided,
}: {
  programCode: string;
  request: ApplicantProgramRequest;
  showCycle: boolean;
  headingLevel: 2 | 3 | 4;
  onDecided: () => void;
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const validate = useTranslatedValidate(
    (values: Answer): Partial<Record<string, 'TextIsRequired'>> =>
      values.answer.trim() ? {} : { answer: 'TextIsRequired' },
  );
  const form = useEntityForm<Answer>({
    draftKey: `program-request-answer:${programCode}:${request.id}`,
    initial: { answer: '' },
    validate,
    messagesOn: 'submit',
    context: 'program request answer',
  });
  const decide = (decision: 'answer' | 'decline') =>
    form.send(async (values) => {
      const contract = decision === 'answer' ? answerProgramRequest : declineProgramRequest;
      await call(contract, {
        params: { programCode, id: request.id },
        body: { answer: values.answer.trim() },
      });
      showSuccess(t(decision === 'answer' ? 'PrqAnsweredToast' : 'PrqDeclinedToast'));
      onDecided();
    });
  const titleId = `prq-program-${request.id}`;
  return (
    <article className="card stack" aria-labelledby={titleId}>
      <Heading id={titleId}>{request.subject}</Heading>
      <p>
        <StatusBadge
          status={request.status}
          label={t(requestStatusKey(request.status))}
          tone={requestStatusTone(request.status)}
        />
      </p>
      <DetailsList
        rows={[
          ['PrqApplicant', `${request.applicantName} (${request.applicantCode})`],
          showCycle ? ['PrqCycle', request.matchCycleCode] : null,
          ['PrqKind', t(requestKindKey(request.kind))],
          ['PrqSent', formatDateTime(request.createdAt)],
          ['PrqBody', request.body],
          request.answer ? ['PrqAnswer', request.answer] : null,
        ]}
      />
      {request.status === 'Pending' ? (
        <form className="stack" onSubmit={(event) => event.preventDefault()}>
          <TextAreaField
            label={t('PrqAnswerField', { subject: request.subject })}
            {...form.field('answer')}
            isRequired
            rows={3}
            maxLength={4000}
          />
          <div className="button-row">
            <Button isPending={form.isSaving} onPress={() => void decide('answer')}>
              {t('PrqAnswerAction')}
            </Button>
            <Button variant="secondary" isDisabled={form.isSaving} onPress={() => void decide('decline')}>
              {t('PrqDeclineAction')}
            </Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
