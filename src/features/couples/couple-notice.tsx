import { getCoupleStatus } from '../../../core/contracts/couples/couples.contract.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { couplePath } from './couple-path.ts';

/**
 * On the applicant's own rank list page: while they are linked as a couple, the match uses the
 * couple's joint list instead, so say so and lead there. Nothing otherwise (nor when the state cannot
 * be read: the individual list stays usable).
 */
export function CoupleNotice({ matchCycleCode }: { matchCycleCode: string }) {
  const t = useT();
  const status = useContractQuery(
    getCoupleStatus,
    { params: { matchCycleCode } },
    { keepOffline: true, onError: () => {} },
  );
  const couple = status.data;
  if (couple?.state !== 'Linked' || !couple.partner) return null;
  return (
    <div className="form-message tone-info" role="status">
      {t('CpNoticeLinked', { name: couple.partner.name })}{' '}
      <Link href={couplePath(matchCycleCode)}>{t('CpNoticeLink')}</Link>
    </div>
  );
}
