/**
 * The video-conference feedback form (issue 17), shown when a meeting ends: the overall rating
 * (required), audio and video ratings, the problems met and a comment. What is typed is a draft
 * (kept across a reload); what is sent stays on the device until the server has it, and is sent
 * again when the browser is back online (video-feedback-store.ts). The clientId, made when the form
 * opens and kept in its draft, lets the server store a resend once.
 */
import { useCallback, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  feedbackProblems,
  type VideoFeedbackInput,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { feedbackRatings } from '../../../../core/domain/meetings.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { currentUserOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useEntityForm } from '../../forms/use-entity-form.ts';
import { keptFeedback, sendKeptFeedback, sendOrKeepFeedback } from './video-feedback-store.ts';

type Problem = (typeof feedbackProblems)[number];

type FeedbackValues = {
  clientId: string;
  overallRating: string | null;
  audioRating: string | null;
  videoRating: string | null;
  problems: Problem[];
  comment: string;
};

const problemKeys = {
  NoAudio: 'MtProblemNoAudio',
  NoVideo: 'MtProblemNoVideo',
  Echo: 'MtProblemEcho',
  Frozen: 'MtProblemFrozen',
  Dropped: 'MtProblemDropped',
  ScreenShare: 'MtProblemScreenShare',
} as const satisfies Record<Problem, string>;

const ratingKeys = {
  1: 'MtRating1',
  2: 'MtRating2',
  3: 'MtRating3',
  4: 'MtRating4',
  5: 'MtRating5',
} as const;

const MAX_COMMENT = 4000;

function toInput(values: FeedbackValues, timeRangeId: number, roomId: number | null): VideoFeedbackInput {
  const comment = values.comment.trim();
  return {
    clientId: values.clientId,
    timeRangeId,
    roomId,
    overallRating: Number(values.overallRating),
    audioRating: values.audioRating ? Number(values.audioRating) : null,
    videoRating: values.videoRating ? Number(values.videoRating) : null,
    problems: values.problems,
    comment: comment || null,
  };
}

type Outcome = 'open' | 'kept' | 'sent';

export function VideoFeedbackForm({ timeRangeId, roomId }: { timeRangeId: number; roomId: number | null }) {
  const t = useT();
  const userId = useSessionStore((s) => currentUserOf(s)?.id ?? null);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    userId && keptFeedback(userId).some((f) => f.timeRangeId === timeRangeId) ? 'kept' : 'open',
  );

  // Kept feedback goes out when the browser is back online (and now, if it already is).
  useEffect(() => {
    if (outcome !== 'kept' || !userId) return;
    const resend = () =>
      void sendKeptFeedback(userId).then(() => {
        if (!keptFeedback(userId).some((f) => f.timeRangeId === timeRangeId)) setOutcome('sent');
      });
    // sendKeptFeedback handles its own failures; the event fires again at the next reconnect.
    window.addEventListener('online', resend);
    if (globalThis.navigator?.onLine !== false) resend();
    return () => window.removeEventListener('online', resend);
  }, [outcome, userId, timeRangeId]);

  const ratingOptions = feedbackRatings.map((r) => ({ value: String(r), label: t(ratingKeys[r]) }));
  const validate = useCallback(
    (values: FeedbackValues) => ({
      overallRating: values.overallRating ? undefined : t('MtOverallRequired'),
      comment: values.comment.length > MAX_COMMENT ? t('ExceededNumberOfCharacters') : undefined,
    }),
    [t],
  );
  const form = useEntityForm<FeedbackValues>({
    draftKey: `video-feedback:${timeRangeId}:${roomId ?? 0}`,
    initial: {
      clientId: globalThis.crypto.randomUUID(),
      overallRating: null,
      audioRating: null,
      videoRating: null,
      problems: [],
      comment: '',
    },
    validate,
    messagesOn: 'submit',
    context: 'video-conference feedback',
    onSubmit: async (values) => {
      if (!userId) return;
      setOutcome(await sendOrKeepFeedback(userId, toInput(values, timeRangeId, roomId)));
    },
  });

  if (outcome === 'sent') {
    return (
      <section className="card stack" aria-labelledby="video-feedback-title">
        <h2 id="video-feedback-title">{t('MtFeedbackTitle')}</h2>
        <p role="status">{t('MtFeedbackThanks')}</p>
      </section>
    );
  }
  if (outcome === 'kept') {
    return (
      <section className="card stack" aria-labelledby="video-feedback-title">
        <h2 id="video-feedback-title">{t('MtFeedbackTitle')}</h2>
        <p role="status">{t('MtFeedbackKept')}</p>
      </section>
    );
  }

  const toggle = (problem: Problem, on: boolean) =>
    form.set({
      problems: on
        ? [...form.values.problems.filter((p) => p !== problem), problem]
        : form.values.problems.filter((p) => p !== problem),
    });
  return (
    <section className="card stack" aria-labelledby="video-feedback-title">
      <h2 id="video-feedback-title">{t('MtFeedbackTitle')}</h2>
      <p>{t('MtFeedbackIntro')}</p>
      <Form
        className="form"
        validationBehavior="aria"
        aria-labelledby="video-feedback-title"
        onSubmit={form.submit}
      >
        <SelectField
          label={t('MtOverallRating')}
          placeholder={t('MtPickRating')}
          options={ratingOptions}
          value={form.values.overallRating}
          onChange={(overallRating) => form.set({ overallRating })}
          errorMessage={form.errorOf('overallRating')}
          isRequired
        />
        <SelectField
          label={t('MtAudioRating')}
          placeholder={t('MtPickRating')}
          options={ratingOptions}
          value={form.values.audioRating}
          onChange={(audioRating) => form.set({ audioRating })}
        />
        <SelectField
          label={t('MtVideoRating')}
          placeholder={t('MtPickRating')}
          options={ratingOptions}
          value={form.values.videoRating}
          onChange={(videoRating) => form.set({ videoRating })}
        />
        <fieldset className="stack-tight">
          <legend>{t('MtProblems')}</legend>
          {feedbackProblems.map((problem) => (
            <CheckboxField
              key={problem}
              label={t(problemKeys[problem])}
              isSelected={form.values.problems.includes(problem)}
              onChange={(on) => toggle(problem, on)}
            />
          ))}
        </fieldset>
        <TextField
          label={t('MtComment')}
          value={form.values.comment}
          onChange={(comment) => form.set({ comment })}
          errorMessage={form.errorOf('comment')}
          rows={4}
          maxLength={MAX_COMMENT}
        />
        {form.hasErrors ? <FormMessage text={t('FillAllRequired')} /> : null}
        <div className="button-row">
          <Button type="submit" isPending={form.isSaving}>
            {t('MtSendFeedback')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
