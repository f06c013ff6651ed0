import { useState } from 'react';
import type { RequestListItem } from '../../../core/contracts/requests/requests.contract.ts';
import {
  approveRequest,
  cancelRequest,
  declineRequest,
} from '../../../core/contracts/requests/requests.contract.ts';
import type { RequestKind } from '../../../core/domain/request-kinds.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';

/** Where each admin queue lives (business.md §2.6) and what it is called. */
export const adminRequestQueues: Record<
  RequestKind,
  { path: string; label: TranslationKey; reviewable: boolean }
> = {
  ProgramRegistration: { path: '/admin/requests/programs', label: 'RqQueuePrograms', reviewable: true },
  ProgramUserRegistration: {
    path: '/admin/requests/programs-users',
    label: 'RqQueueProgramUsers',
    reviewable: false,
  },
  ProgramRename: {
    path: '/admin/requests/program-rename-requests',
    label: 'RqQueueRename',
    reviewable: false,
  },
  ProgramListingChange: {
    path: '/admin/requests/program-listing-change-requests',
    label: 'RqQueueListingChange',
    reviewable: false,
  },
  MedicalSchoolRegistration: {
    path: '/admin/requests/medical-school-registration',
    label: 'RqQueueSchools',
    reviewable: true,
  },
  MedicalSchoolUserRegistration: {
    path: '/admin/requests/medical-school-user-registration',
    label: 'RqQueueSchoolUsers',
    reviewable: false,
  },
};

/** The society user's lists (business.md §2.5). */
export const societyRequestLists = {
  ProgramRegistration: {
    path: '/society-user/requests/program-registration-requests',
    label: 'RqQueuePrograms',
  },
  ProgramRename: { path: '/society-user/requests/program-name-change-requests', label: 'RqQueueRename' },
  ProgramListingChange: {
    path: '/society-user/requests/program-positions-count-change-requests',
    label: 'RqQueueListingChange',
  },
} as const satisfies Partial<Record<RequestKind, { path: string; label: TranslationKey }>>;

const num = (value: unknown) => (typeof value === 'number' ? value : null);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** One line saying what the request asks for, from its payload. */
export function requestSummary(
  item: RequestListItem,
  t: (key: TranslationKey, values?: Record<string, string | number>) => string,
): string {
  const p = item.payload;
  switch (item.kind) {
    case 'ProgramRegistration':
      return t('RqSummaryProgram', {
        positions: num(p.positions) ?? 0,
        director: `${str(p.directorFirstName)} ${str(p.directorLastName)}`,
      });
    case 'ProgramUserRegistration':
      return t('RqSummaryJoin', { place: item.programName ?? '—', email: str(p.email) });
    case 'MedicalSchoolUserRegistration':
      return t('RqSummaryJoin', { place: item.medicalSchoolName ?? '—', email: str(p.email) });
    case 'ProgramRename':
      return t('RqSummaryRename', { from: str(p.currentName), to: str(p.newName) });
    case 'ProgramListingChange':
      return t('RqSummaryPositions', { from: num(p.currentPositions) ?? '—', to: num(p.positions) ?? '—' });
    case 'MedicalSchoolRegistration':
      return [str(p.type), str(p.degree), str(p.city)].filter(Boolean).join(' · ');
  }
}

function CommentInput({ label, onChange }: { label: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label={label}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

type T = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** Asks to confirm a decision, with an optional comment (mailed to the requester); null when cancelled. */
export async function askDecision(
  t: T,
  item: Pick<RequestListItem, 'subject'>,
  decision: 'approve' | 'decline',
): Promise<{ comment: string | null } | null> {
  let comment = '';
  const confirmed = await confirm({
    message: (
      <div className="stack">
        <p>
          {t(decision === 'approve' ? 'RqConfirmApprove' : 'RqConfirmDecline', { subject: item.subject })}
        </p>
        <CommentInput label={t('RqComment')} onChange={(value) => (comment = value)} />
      </div>
    ),
    confirmLabel: t(decision === 'approve' ? 'RqApprove' : 'RqDecline'),
    isDanger: decision === 'decline',
  });
  return confirmed ? { comment: comment.trim() || null } : null;
}

/** Records the decision; approve may carry the fields the admin corrected. Throws what the server refused. */
export async function sendDecision(
  id: number,
  decision: 'approve' | 'decline',
  comment: string | null,
  payload?: Record<string, unknown>,
): Promise<void> {
  if (decision === 'approve') {
    await call(approveRequest, { params: { id }, body: payload ? { comment, payload } : { comment } });
  } else {
    await call(declineRequest, { params: { id }, body: { comment } });
  }
}

/** Asks, then decides; true when the decision was recorded (a refusal, e.g. 409, shows its message). */
export async function decideRequest(
  t: T,
  item: Pick<RequestListItem, 'id' | 'subject'>,
  decision: 'approve' | 'decline',
): Promise<boolean> {
  const answer = await askDecision(t, item, decision);
  if (!answer) return false;
  try {
    await sendDecision(item.id, decision, answer.comment);
    showSuccess(t(decision === 'approve' ? 'RqApproved' : 'RqDeclined'));
    return true;
  } catch (error) {
    handleError(error, { context: `request ${decision}` });
    return false;
  }
}

/** The requester withdraws a pending request. */
export async function cancelOwnRequest(
  t: T,
  item: Pick<RequestListItem, 'id' | 'subject'>,
): Promise<boolean> {
  const confirmed = await confirm({
    message: t('RqConfirmCancel', { subject: item.subject }),
    confirmLabel: t('RqCancelRequest'),
    isDanger: true,
  });
  if (!confirmed) return false;
  try {
    await call(cancelRequest, { params: { id: item.id } });
    showSuccess(t('RqCancelled'));
    return true;
  } catch (error) {
    handleError(error, { context: 'request cancel' });
    return false;
  }
}
