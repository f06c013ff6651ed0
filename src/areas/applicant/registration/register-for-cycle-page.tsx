import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  listRegistrableMatchCycles,
  registerForMatchCycle,
} from '../../../../core/contracts/match-cycles/applicant-registration.contract.ts';
import { useApplicantContextStore } from '../../../features/applicant-context/applicant-context-store.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { homePath } from './cycle-links.ts';

/** /applicant/register-for-match-cycle: the Active cycles not registered for yet, with their fees. */
export function RegisterForCyclePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const cycles = useContractQuery(listRegistrableMatchCycles, {});
  const reloadContext = useApplicantContextStore((s) => s.load);
  const [pendingId, setPendingId] = useState<number | null>(null);

  const register = async (matchCycleId: number) => {
    setPendingId(matchCycleId);
    try {
      const result = await call(registerForMatchCycle, { params: { matchCycleId } });
      await reloadContext({ force: true });
      navigate(homePath(result.matchCycleCode));
    } catch (error) {
      handleError(error);
      cycles.reload();
    } finally {
      setPendingId(null);
    }
  };

  return (
    <Page title={t('RegRegisterForCycle')}>
      {cycles.isLoading && !cycles.data ? <PageLoading /> : null}
      {cycles.data?.items.length === 0 ? <p>{t('RegNoOpenCycles')}</p> : null}
      <ul className="card-list">
        {cycles.data?.items.map((cycle) => (
          <li key={cycle.id} className="card stack">
            <strong>{cycle.name}</strong>
            <span>{cycle.specialtyName}</span>
            <span>
              {cycle.registrationFeeCents > 0
                ? t('RegFee', { fee: formatMoney(cycle.registrationFeeCents) })
                : t('RegNoFee')}
            </span>
            <div className="button-row">
              <Button
                onPress={() => register(cycle.id)}
                isPending={pendingId === cycle.id}
                isDisabled={pendingId !== null && pendingId !== cycle.id}
                aria-label={t('RegRegisterForNamed', { name: cycle.name })}
              >
                {t('RegRegister')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}
