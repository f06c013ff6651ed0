import type { ReactNode } from 'react';
import type {
  SocietyContextMatchCycle,
  SocietyContextSpecialty,
} from '../../../core/contracts/societies/society.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { useSelectedSociety, useSocietyContextStore } from './society-context-store.ts';

export type SocietyScopeValue = {
  specialty: SocietyContextSpecialty;
  matchCycle: SocietyContextMatchCycle | null;
};

/**
 * Renders a society page for the chosen specialty (and cycle): a loading bar until the context is
 * in, a retry when it failed, and a note when the user oversees no specialty or has cleared it.
 */
export function SocietyScope({ children }: { children: (scope: SocietyScopeValue) => ReactNode }) {
  const t = useT();
  const status = useSocietyContextStore((s) => s.status);
  const context = useSocietyContextStore((s) => s.context);
  const load = useSocietyContextStore((s) => s.load);
  const { specialty, matchCycle } = useSelectedSociety();
  if (status === 'error') {
    return (
      <div className="card stack">
        <p>{t('SocietyContextFailed')}</p>
        <div>
          <Button variant="secondary" onPress={() => void load({ force: true }).catch(() => undefined)}>
            {t('SocietyTryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  if (status !== 'ready' || !context) return <PageLoading />;
  if (context.specialties.length === 0) return <p className="card">{t('SocietyNoSpecialties')}</p>;
  if (!specialty) return <p className="card">{t('SocietyChooseSpecialtyHint')}</p>;
  return <>{children({ specialty, matchCycle })}</>;
}
