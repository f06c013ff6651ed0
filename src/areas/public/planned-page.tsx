import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Page } from '../../ui/page.tsx';

type PlannedPageEntry = { path: string; title: TranslationKey; holds: TranslationKey };

/** Public routes whose screens arrive in later releases; they say so instead of pretending. */
export const plannedPages: PlannedPageEntry[] = [
  { path: '/email-test', title: 'PageEmailTest', holds: 'HoldEmailTest' },
  { path: '/specialty-programs-compare/:id', title: 'PageCompare', holds: 'HoldCompare' },
];

export function PlannedPage({ title, holds }: { title: TranslationKey; holds: TranslationKey }) {
  const t = useT();
  return (
    <Page title={t(title)}>
      <p className="card">{t('PlannedPageText', { what: t(holds) })}</p>
    </Page>
  );
}
