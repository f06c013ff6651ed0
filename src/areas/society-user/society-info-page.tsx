import { listSocietyMatchCycles } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { SocietyScope, type SocietyScopeValue } from '../../features/society-context/society-scope.tsx';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

function SocietyInfo({ specialty }: SocietyScopeValue) {
  const t = useT();
  // A specialty has one cycle a year: a hundred covers its whole history.
  const cycles = useContractQuery(listSocietyMatchCycles, {
    query: { specialtyId: specialty.id, pageSize: 100 },
  });
  const yesNo = (value: boolean) => t(value ? 'SocietyYes' : 'SocietyNo');
  const facts: [TranslationKey, string][] = [
    ['SocietySpecialtyFullName', specialty.specialtyFullName],
    ['SocietySpecialtyType', t(specialty.type === 'Residency' ? 'SocietyResidency' : 'SocietyFellowship')],
    ['SocietyHasCas', yesNo(specialty.hasCas)],
    ['SocietySubspecialtyLabel', specialty.subspecialtyLabel ?? '—'],
    ['SocietyHasAllSubspecialties', yesNo(specialty.hasAllSubspecialties)],
    ['SocietyCanRequestProgramRegistration', yesNo(specialty.actions.canRequestProgramRegistration)],
    ['SocietyCanManagePayments', yesNo(specialty.actions.canManagePayments)],
  ];
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="society-specialty-heading">
        <h2 id="society-specialty-heading">{specialty.name}</h2>
        <DetailsList rows={facts} />
      </section>
      <section className="stack" aria-labelledby="society-subspecialties-heading">
        <h2 id="society-subspecialties-heading">
          {specialty.subspecialtyLabel || t('SocietySubspecialties')}
        </h2>
        {specialty.subspecialties.length === 0 ? (
          <p>{t('SocietyNoSubspecialties')}</p>
        ) : (
          <ul className="tag-list">
            {specialty.subspecialties.map((s) => (
              <li key={s.id}>{s.name}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="society-cycles-heading">
        <h2 id="society-cycles-heading">{t('SocietyCyclesAndDates')}</h2>
        {!cycles.data ? (
          cycles.isLoading ? (
            <PageLoading />
          ) : null
        ) : cycles.data.items.length === 0 ? (
          <p>{t('SocietyNoCycles')}</p>
        ) : (
          <TableScroll>
            <table className="simple-table">
              <caption className="visually-hidden">{t('SocietyCyclesAndDates')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('SocietyMatchCycle')}</th>
                  <th scope="col">{t('SocietyStatus')}</th>
                  <th scope="col">{t('SocietyRegistrationDate')}</th>
                  <th scope="col">{t('SocietyProgramsRankListDeadline')}</th>
                  <th scope="col">{t('SocietyApplicantsRankListDeadline')}</th>
                  <th scope="col">{t('SocietyMatchDate')}</th>
                </tr>
              </thead>
              <tbody>
                {cycles.data.items.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.matchName}</th>
                    <td>
                      <StatusBadge status={c.status} />
                    </td>
                    <td>{when(c.registrationDate)}</td>
                    <td>{when(c.programsRankListDeadlineDate)}</td>
                    <td>{when(c.applicantsRankListDeadlineDate)}</td>
                    <td>{when(c.matchDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}

/** The chosen specialty as the society sees it: its settings, subspecialties and seasons with key dates (PT). */
export function SocietyInfoPage() {
  const t = useT();
  return (
    <Page title={t('NavSocietyInfo')}>
      <SocietyScope>{(scope) => <SocietyInfo {...scope} />}</SocietyScope>
    </Page>
  );
}
