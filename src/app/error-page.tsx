import { useT } from '../lib/i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Link } from '../ui/link.tsx';
import { Page } from '../ui/page.tsx';

export type ErrorPageProps = { onReload: () => void; onReportBug: () => void };

/** Shown instead of a screen that crashed. */
export function ErrorPage({ onReload, onReportBug }: ErrorPageProps) {
  const t = useT();
  return (
    <Page title={t('ErrorPageTitle')}>
      <div className="error-panel" role="alert">
        <p className="error-panel-message">{t('ApplicationError')}</p>
        <p>{t('ErrorPageHint')}</p>
        <div className="button-row">
          <Button onPress={onReload}>{t('Reload')}</Button>
          <Button variant="secondary" onPress={onReportBug}>
            {t('ReportTheBug')}
          </Button>
          <Link href="/">{t('GoHome')}</Link>
        </div>
      </div>
    </Page>
  );
}
