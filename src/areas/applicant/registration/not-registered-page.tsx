import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';

/** A cycle page opened for a cycle the applicant is not registered for: says so, links to the landing page. */
export function NotRegisteredPage({
  title,
  matchCycleCode,
}: {
  title: TranslationKey;
  matchCycleCode: string;
}) {
  const t = useT();
  return (
    <Page title={t(title)}>
      <p>{t('RegNotRegisteredFor', { code: matchCycleCode })}</p>
      <Link href="/applicant/landing">{t('RegChooseCycle')}</Link>
    </Page>
  );
}
