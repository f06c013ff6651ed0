import type { ApplicantInterviewSchedule } from '../../../../core/contracts/interviews/interviews.contract.ts';
import { useT } from '../../../lib/i18n/i18n.ts';

/** The swap section (ADR 0024 §6): my open offers and the offers I can take. */
export function SwapSection({ schedule }: { schedule: ApplicantInterviewSchedule }) {
  const t = useT();
  return <p className="muted">{t('IvSwapNone', { count: schedule.acceptedCount })}</p>;
}
