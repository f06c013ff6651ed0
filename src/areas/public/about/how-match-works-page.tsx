import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { KeyList } from './key-list.tsx';
import { matchExample, type TraceStep, traceDeferredAcceptance } from './match-example.ts';

const faq: [question: TranslationKey, answer: TranslationKey][] = [
  ['HowFaq1Q', 'HowFaq1A'],
  ['HowFaq2Q', 'HowFaq2A'],
  ['HowFaq3Q', 'HowFaq3A'],
  ['HowFaq4Q', 'HowFaq4A'],
];

const trace = traceDeferredAcceptance(matchExample);
const nameOf = new Map<string, string>([
  ...matchExample.programs.map((p) => [p.id, p.name] as const),
  ...matchExample.applicants.map((a) => [a.id, a.name] as const),
]);
const named = (id: string) => nameOf.get(id) ?? id;

const stepKey: Record<TraceStep['kind'], TranslationKey> = {
  held: 'HowTraceHeld',
  heldReplacing: 'HowTraceHeldReplacing',
  rejected: 'HowTraceRejected',
  notRanked: 'HowTraceNotRanked',
  unmatched: 'HowTraceUnmatched',
};

function stepValues(step: TraceStep): Record<string, string> {
  return {
    applicant: named(step.applicant),
    ...('program' in step ? { program: named(step.program) } : {}),
    ...('released' in step ? { released: named(step.released) } : {}),
  };
}

function ExampleLists() {
  const t = useT();
  return (
    <div className="stack">
      <TableScroll>
        <table className="simple-table">
          <caption>{t('HowProgramsLists')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('HowColumnProgram')}</th>
              <th scope="col">{t('HowColumnPositions')}</th>
              <th scope="col">{t('HowColumnRankList')}</th>
            </tr>
          </thead>
          <tbody>
            {matchExample.programs.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                <td>{p.positions}</td>
                <td>{p.rank.map(named).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TableScroll>
        <table className="simple-table">
          <caption>{t('HowApplicantsLists')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('HowColumnApplicant')}</th>
              <th scope="col">{t('HowColumnRankList')}</th>
            </tr>
          </thead>
          <tbody>
            {matchExample.applicants.map((a) => (
              <tr key={a.id}>
                <th scope="row">{a.name}</th>
                <td>{a.rank.map(named).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** /about/how-match-works: deferred acceptance in plain words, a worked example and questions. */
export function HowMatchWorksPage() {
  const t = useT();
  return (
    <Page
      title={t('PageHowMatchWorks')}
      description={t('HowDescription')}
      keywords={t('HowKeywords').split(', ')}
      structuredData={{
        '@type': 'FAQPage',
        mainEntity: faq.map(([question, answer]) => ({
          '@type': 'Question',
          name: t(question),
          acceptedAnswer: { '@type': 'Answer', text: t(answer) },
        })),
      }}
    >
      <div className="prose stack">
        <p className="lead">{t('HowIntro')}</p>
        <section aria-labelledby="how-steps">
          <h2 id="how-steps">{t('HowStepsTitle')}</h2>
          <KeyList ordered keys={['HowStep1', 'HowStep2', 'HowStep3', 'HowStep4', 'HowStep5']} />
        </section>
        <section aria-labelledby="how-example" className="stack">
          <h2 id="how-example">{t('HowExampleTitle')}</h2>
          <p>{t('HowExampleIntro')}</p>
          <ExampleLists />
          <h3>{t('HowTraceTitle')}</h3>
          <ol className="match-trace">
            {trace.steps.map((step, index) => (
              // The steps are a fixed sequence: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              <li key={index}>{t(stepKey[step.kind], stepValues(step))}</li>
            ))}
          </ol>
          <h3>{t('HowResultTitle')}</h3>
          <ul>
            {matchExample.applicants.map((a) => {
              const program = trace.assignments[a.id];
              return (
                <li key={a.id}>
                  {program
                    ? t('HowResultMatched', { applicant: a.name, program: named(program) })
                    : t('HowResultUnmatched', { applicant: a.name })}
                </li>
              );
            })}
          </ul>
          <p>{t('HowResultNote')}</p>
        </section>
        <section aria-labelledby="how-faq">
          <h2 id="how-faq">{t('HowFaqTitle')}</h2>
          <dl className="faq">
            {faq.map(([question, answer]) => (
              <div key={question}>
                <dt>{t(question)}</dt>
                <dd>{t(answer)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <p>
          <Link href="/about/match-rules">{t('AboutRulesLink')}</Link>
        </p>
      </div>
    </Page>
  );
}
