import { useState } from 'react';
import { useLocation } from 'wouter';
import { createMatchCycle } from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { MatchCycleForm } from '../../../features/match-cycles/match-cycle-form.tsx';
import { emptyMatchCycleValues } from '../../../features/match-cycles/match-cycle-form-values.ts';
import { defaultSeason, useMatchCycleYears } from '../../../features/match-cycles/use-season-options.ts';
import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** A new match cycle; after a successful creation the admin goes to the list (platform.md §2). */
export function MatchCycleCreatePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const seasons = useMatchCycleYears();
  const specialties = useSpecialties();
  const [initial, setInitial] = useState<ReturnType<typeof emptyMatchCycleValues> | null>(null);
  // The form mounts once the years are known, so a new cycle starts in the default season.
  if (initial === null && !seasons.isLoading) {
    setInitial(emptyMatchCycleValues({ matchCycleYearId: defaultSeason(seasons.years)?.id ?? null }));
  }

  return (
    <Page title={t('McCreateTitle')}>
      <p>
        <Link href="/admin/match-cycles">{t('McBackToList')}</Link>
      </p>
      {initial === null ? (
        <PageLoading />
      ) : (
        <MatchCycleForm
          draftKey="match-cycle:new"
          initial={initial}
          specialties={specialties.options}
          years={seasons.options}
          submitLabel={t('McCreateTitle')}
          onSubmit={async (body) => {
            const created = await call(createMatchCycle, { body });
            showSuccess(t('McCreated', { name: created.shortName }));
            navigate('/admin/match-cycles');
          }}
        />
      )}
    </Page>
  );
}
