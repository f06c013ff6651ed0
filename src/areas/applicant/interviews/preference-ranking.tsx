import { useEffect, useState } from 'react';
import {
  type ApplicantDatePreferences,
  getMyDatePreferences,
  saveMyDatePreferences,
} from '../../../../core/contracts/interviews/preference-windows.contract.ts';
import { formatInterviewTimeInline } from '../../../features/interviews/interview-time.ts';
import {
  type RankDraft,
  RankListEditor,
  type RankSubject,
} from '../../../features/rank-lists/rank-list-editor.tsx';
import { ServerError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { errorText, useT } from '../../../lib/i18n/i18n.ts';
import { useLeaveGuard } from '../../../lib/navigation/leave-guard.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';

function subjectsOf(
  preferences: ApplicantDatePreferences,
  conflicts: Map<string, string>,
  t: ReturnType<typeof useT>,
): Map<number, RankSubject> {
  const byTime = [...preferences.offeredTimeRanges].sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt),
  );
  return new Map(
    byTime.map((range) => {
      const withWhom = conflicts.get(range.date);
      const conflict = withWhom ? t('IvConflictWith', { program: withWhom }) : range.conflict;
      return [
        range.id,
        {
          id: range.id,
          name: formatInterviewTimeInline(range.startsAt, range.endsAt),
          detail: [t(`IvType_${range.interviewType}`), conflict].filter(Boolean).join(' · '),
        },
      ];
    }),
  );
}

/**
 * Ranking the offered dates of an invitation in a preference window (ADR 0024 §5): the shared
 * rank-list editor (drag and drop, also by keyboard, up and down buttons, a typed position; no notes),
 * saved whole while the window is open; read-only once it closed, with the waitlist place if any.
 * useRankListEditing is not used: it keeps offline drafts and certifies, which a window's ranking has
 * neither of (a ranking saved after the close would be refused).
 */
export function PreferenceRanking({
  matchCycleCode,
  invitationId,
  conflicts,
  onSaved,
}: {
  matchCycleCode: string;
  invitationId: number;
  conflicts: Map<string, string>;
  onSaved: () => void;
}) {
  const t = useT();
  const query = useContractQuery(getMyDatePreferences, { params: { matchCycleCode, id: invitationId } });
  const preferences = query.data;
  const [draft, setDraft] = useState<RankDraft | null>(null);
  const [isDirty, setDirty] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useLeaveGuard(isDirty && !isSaving);

  // A newer copy from the server (a reload, a live event) restarts the draft unless the user is editing.
  useEffect(() => {
    if (preferences && !isDirty) setDraft({ ids: preferences.ranking, notes: {} });
  }, [preferences, isDirty]);

  if (!preferences || !draft) return null;

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await call(saveMyDatePreferences, {
        params: { matchCycleCode, id: invitationId },
        body: { timeRangeIds: draft.ids },
      });
      setDraft({ ids: saved.ranking, notes: {} });
      setDirty(false);
      showSuccess(t('IvRankSaved'));
      query.reload();
      onSaved();
    } catch (failure) {
      // Refused once the window closed: said in words under the list.
      if (failure instanceof ServerError && failure.status === 409) {
        setError(errorText(failure));
        query.reload();
      } else handleError(failure, { context: 'save interview date preferences' });
    } finally {
      setSaving(false);
    }
  };

  const closes = formatInterviewTimeInline(preferences.window.closesAt, null);
  return (
    <section aria-labelledby="iv-rank" className="stack">
      <h2 id="iv-rank">{t('IvRankTitle')}</h2>
      <p>
        {preferences.isEditable ? t('IvRankIntro', { date: closes }) : t('IvRankClosed', { date: closes })}
      </p>
      {preferences.waitlistPosition !== null ? (
        <p className="notice tone-info">
          {t('IvRankWaitlistPosition', { position: preferences.waitlistPosition })}
        </p>
      ) : null}
      <RankListEditor
        draft={draft}
        subjects={subjectsOf(preferences, conflicts, t)}
        canEdit={preferences.isEditable}
        withNotes={false}
        listLabel={t('IvRankListLabel')}
        emptyText={t(preferences.isEditable ? 'IvRankEmpty' : 'IvRankNoneRanked')}
        unrankedTitle={t('IvRankUnranked')}
        onChange={(next) => {
          setDirty(true);
          setDraft((current) => (current ? { ...current, ...next } : current));
        }}
      />
      {preferences.isEditable ? (
        <div className="button-row">
          <Button isPending={isSaving} isDisabled={!isDirty} onPress={() => void save()}>
            {t('IvRankSave')}
          </Button>
          {isDirty ? <span className="muted">{t('IvRankUnsaved')}</span> : null}
        </div>
      ) : null}
      <FormMessage text={error} />
    </section>
  );
}
