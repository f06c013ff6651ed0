import { useEffect, useState } from 'react';
import type { ApplicantInvitationDetails } from '../../../../core/contracts/interviews/interviews.contract.ts';
import { formatInterviewTimeInline } from '../../../features/interviews/interview-time.ts';
import {
  type RankDraft,
  RankListEditor,
  type RankSubject,
} from '../../../features/rank-lists/rank-list-editor.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLeaveGuard } from '../../../lib/navigation/leave-guard.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { loadDatePreferences, saveDatePreferences } from './date-preferences.ts';

/**
 * Ranking the offered dates of an invitation in an open preference window (ADR 0024 §5): the shared
 * rank-list editor (drag and drop, also by keyboard, up and down buttons, a typed position; no notes),
 * saved whole; when the window closes the seats are assigned in one batch. useRankListEditing is not
 * used: it keeps offline drafts and certifies, which a window's ranking has neither of.
 */
export function PreferenceRanking({
  matchCycleCode,
  details,
  conflicts,
  onSaved,
}: {
  matchCycleCode: string;
  details: ApplicantInvitationDetails;
  conflicts: Map<string, string>;
  onSaved: () => void;
}) {
  const t = useT();
  const { invitation, offeredTimeRanges } = details;
  const window = invitation.preferenceWindow;
  const [draft, setDraft] = useState<RankDraft | null>(null);
  const [isDirty, setDirty] = useState(false);
  const [isSaving, setSaving] = useState(false);
  useLeaveGuard(isDirty && !isSaving);

  useEffect(() => {
    let live = true;
    loadDatePreferences(matchCycleCode, invitation.id).then(
      (ids) => {
        if (live) setDraft({ ids, notes: {} });
      },
      (error: unknown) => {
        if (live) setDraft({ ids: [], notes: {} });
        handleError(error, { context: 'interview date preferences' });
      },
    );
    return () => {
      live = false;
    };
  }, [matchCycleCode, invitation.id]);

  const subjects = new Map<number, RankSubject>(
    offeredTimeRanges.map((range) => {
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

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const ids = await saveDatePreferences(matchCycleCode, invitation.id, draft.ids);
      setDraft({ ids, notes: {} });
      setDirty(false);
      showSuccess(t('IvRankSaved'));
      onSaved();
    } catch (error) {
      handleError(error, { context: 'save interview date preferences' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="iv-rank" className="stack">
      <h2 id="iv-rank">{t('IvRankTitle')}</h2>
      {window ? <p>{t('IvRankIntro', { date: formatInterviewTimeInline(window.closesAt, null) })}</p> : null}
      {draft === null ? null : (
        <>
          <RankListEditor
            draft={draft}
            subjects={subjects}
            canEdit
            withNotes={false}
            listLabel={t('IvRankListLabel')}
            emptyText={t('IvRankEmpty')}
            unrankedTitle={t('IvRankUnranked')}
            onChange={(next) => {
              setDirty(true);
              setDraft((current) => (current ? { ...current, ...next } : current));
            }}
          />
          <div className="button-row">
            <Button isPending={isSaving} isDisabled={!isDirty} onPress={() => void save()}>
              {t('IvRankSave')}
            </Button>
            {isDirty ? <span className="muted">{t('IvRankUnsaved')}</span> : null}
          </div>
        </>
      )}
    </section>
  );
}
