import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { KeyList } from './key-list.tsx';

/** /about/match-rules: what every participant agrees to. */
export function MatchRulesPage() {
  const t = useT();
  return (
    <Page
      title={t('PageMatchRules')}
      description={t('RulesDescription')}
      keywords={t('RulesKeywords').split(', ')}
      structuredData={{ '@type': 'WebPage', name: t('PageMatchRules'), description: t('RulesDescription') }}
    >
      <div className="prose stack">
        <p className="lead">{t('RulesIntro')}</p>
        <section aria-labelledby="rules-applicants">
          <h2 id="rules-applicants">{t('RulesApplicantsTitle')}</h2>
          <KeyList keys={['RulesApplicants1', 'RulesApplicants2', 'RulesApplicants3', 'RulesApplicants4']} />
        </section>
        <section aria-labelledby="rules-programs">
          <h2 id="rules-programs">{t('RulesProgramsTitle')}</h2>
          <KeyList keys={['RulesPrograms1', 'RulesPrograms2', 'RulesPrograms3', 'RulesPrograms4']} />
        </section>
        <section aria-labelledby="rules-deadlines">
          <h2 id="rules-deadlines">{t('RulesDeadlinesTitle')}</h2>
          <p>{t('RulesDeadlines')}</p>
          <p>
            <Link href="/match-calendar">{t('HomeFullCalendar')}</Link>
          </p>
        </section>
        <section aria-labelledby="rules-violations">
          <h2 id="rules-violations">{t('RulesViolationsTitle')}</h2>
          <p>{t('RulesViolations')}</p>
        </section>
        <p>
          <Link href="/about/how-match-works">{t('AboutHowLink')}</Link>
        </p>
      </div>
    </Page>
  );
}
