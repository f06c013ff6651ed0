/** Parts of the program's interview screens. */
import { formatInterviewTime } from './interview-time.ts';

/** A range in the viewer's zone, and in PT under it when the two differ (ADR 0024 §9). */
export function InterviewTime({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const text = formatInterviewTime(startsAt, endsAt);
  return (
    <span className="stack-tight">
      <span>{text.viewer}</span>
      {text.pacific ? (
        <>
          {' '}
          <small>({text.pacific})</small>
        </>
      ) : null}
    </span>
  );
}
