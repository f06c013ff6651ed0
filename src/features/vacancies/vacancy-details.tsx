import type { VacancyDetail } from '../../../core/contracts/vacancies/vacancies.contract.ts';
import { formatDateTime, formatPlainDate } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { placeOf, positionTypeKeys } from './vacancy-list.tsx';

/** A vacancy's facts and description. */
export function VacancyDetails({ vacancy }: { vacancy: VacancyDetail }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby={`vacancy-${vacancy.id}`}>
      <h2 id={`vacancy-${vacancy.id}`}>{vacancy.title}</h2>
      <DetailsList
        rows={[
          ['VacProgram', vacancy.programName],
          ['VacSpecialty', vacancy.specialtyName],
          ['VacPositionType', t(positionTypeKeys[vacancy.positionType])],
          ['VacPositions', String(vacancy.positions)],
          placeOf(vacancy) ? ['VacPlace', placeOf(vacancy)] : null,
          vacancy.startDate ? ['VacStartDate', formatPlainDate(vacancy.startDate)] : null,
          vacancy.closesAt ? ['VacClosesAt', formatDateTime(vacancy.closesAt)] : null,
          vacancy.contactEmail ? ['VacContact', vacancy.contactEmail] : null,
        ]}
      />
      <p className="vacancy-description">{vacancy.description}</p>
    </section>
  );
}
