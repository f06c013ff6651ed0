/** A vacancy row as the contracts show it. */
import type { VacancyDetail, VacancySummary } from '../../../core/contracts/vacancies/vacancies.contract.ts';
import type { VacancyRow } from '../../db/repositories/vacancies.repository.ts';

export function toVacancySummary(row: VacancyRow): VacancySummary {
  return {
    id: row.id,
    title: row.title,
    programId: row.programId,
    programCode: row.programCode,
    programName: row.programName,
    specialtyId: row.specialtyId,
    specialtyName: row.specialtyName,
    positionType: row.positionType,
    positions: row.positions,
    city: row.city,
    stateName: row.stateName,
    startDate: row.startDate,
    closesAt: row.closesAt?.toISOString() ?? null,
    status: row.status,
    postedAt: row.postedAt?.toISOString() ?? null,
  };
}

export function toVacancyDetail(row: VacancyRow): VacancyDetail {
  return {
    ...toVacancySummary(row),
    description: row.description,
    contactEmail: row.contactEmail,
    offerHours: row.offerHours,
  };
}
