import { Temporal } from 'temporal-polyfill';
import type { ApplicantCycleRegistration } from '../../../../core/contracts/applicants/applicant-context.contract.ts';
import { BUSINESS_TIME_ZONE, formatDateTime, formatPlainDate } from '../../../lib/format/dates.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';

export type DueItem = { label: TranslationKey; at: number; text: string; isPast: boolean };

/** A plain date (the CAS deadline) is due at the end of that day in Pacific time. */
function endOfPacificDay(date: string): number {
  return Temporal.PlainDate.from(date)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: BUSINESS_TIME_ZONE })
    .toInstant().epochMilliseconds;
}

/**
 * The cycle's key dates in time order, each with its Pacific text ('… PT'; the CAS deadline is a plain
 * date) and whether it has passed. Dates the cycle has not set are left out.
 */
export function dueItems(cycle: ApplicantCycleRegistration, now: number): DueItem[] {
  const { dates } = cycle;
  const items: DueItem[] = [];
  const instant = (label: TranslationKey, value: string | null) => {
    if (value)
      items.push({
        label,
        at: Date.parse(value),
        text: formatDateTime(value),
        isPast: Date.parse(value) <= now,
      });
  };
  instant('RegDueRegistration', dates.registrationDate);
  if (cycle.hasCas && dates.casDeadlineDate) {
    const at = endOfPacificDay(dates.casDeadlineDate);
    items.push({
      label: 'RegDueCas',
      at,
      text: `${formatPlainDate(dates.casDeadlineDate)} PT`,
      isPast: at <= now,
    });
  }
  instant('RegDueApplications', dates.earliestApplicationDeadlineDate);
  instant('RegDueRankList', dates.applicantsRankListDeadlineDate);
  instant('RegDueMatch', dates.matchDate);
  return items.sort((a, b) => a.at - b.at);
}
