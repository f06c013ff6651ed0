import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';

export function DevDashboardPage() {
  const t = useT();
  return (
    <Page title={t('DevDashboardTitle')}>
      <ul className="link-list">
        <li>
          <Link href="/dev/error-test">{t('DevErrorTestTitle')}</Link>
        </li>
        <li>
          <Link href="/dev/colors">{t('DevColorsTitle')}</Link>
        </li>
      </ul>
    </Page>
  );
}
