import type { ApplicantCycleRegistration } from '../../../../core/contracts/applicants/applicant-context.contract.ts';
import { getApplicantHomeSummary } from '../../../../core/contracts/applicants/applicant-home.contract.ts';
import { ConnectionError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';
import { Link } from '../../../ui/link.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { toneClass } from '../../../ui/tone.ts';
import { type NextStep, nextSteps } from './next-steps.ts';

/** The step to do first: a released result, else the first thing still to do. */
function firstStep(steps: NextStep[]): NextStep | undefined {
  return steps.find((s) => s.id === 'match-result' && s.tone === 'success') ?? steps.find((s) => s.isToDo);
}

/**
 * The cycle's "what to do next" checklist (issue 13): each item's status in words and colour, a short
 * line and one link to the page that does it; the first thing to do is marked.
 */
export function NextStepsList({
  cycle,
  headingLevel = 2,
}: {
  cycle: ApplicantCycleRegistration;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const query = useContractQuery(
    getApplicantHomeSummary,
    { params: { matchCycleCode: cycle.matchCycleCode } },
    {
      keepOffline: true,
      // Offline without a copy on the device the checklist simply stays away: the home's dates and
      // sections still work, and a 'Could not connect' toast would only repeat the offline notice.
      onError: (error) => {
        if (!(error instanceof ConnectionError)) handleError(error, { context: 'applicant home summary' });
      },
    },
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';
  const titleId = `next-steps-${cycle.matchCycleCode}`;
  const steps = query.data ? nextSteps(cycle, query.data, Date.now()) : [];
  const first = firstStep(steps);
  if (!query.data && !query.isLoading) return null;
  return (
    <section className="stack" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('NsTitle')}</Heading>
      {query.isLoading && !query.data ? <PageLoading /> : null}
      {steps.length > 0 ? (
        <ol className="next-steps">
          {steps.map((step) => (
            <li
              key={step.id}
              className={cx('next-step', toneClass(step.tone), step === first && 'is-next')}
              aria-current={step === first ? 'step' : undefined}
            >
              <div className="next-step-head">
                <ItemHeading className="next-step-title">{t(step.title)}</ItemHeading>
                {step === first ? <span className="next-step-marker">{t('NsNext')}</span> : null}
                <StatusBadge
                  status={step.status.key}
                  tone={step.tone}
                  label={t(step.status.key, step.status.values)}
                />
              </div>
              {step.lines.map((line) => (
                <p key={line.key} className="next-step-line">
                  {t(line.key, line.values)}
                </p>
              ))}
              <Link href={step.action.href} variant={step === first ? 'button' : 'text'}>
                {t(step.action.label)}
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
