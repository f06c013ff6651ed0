import { useT } from '../lib/i18n/i18n.ts';
import { Link } from './link.tsx';
import { Page } from './page.tsx';

/** 'Page not found.' for any address no route matches, inside areas too. */
export function NotFound() {
  const t = useT();
  return (
    <Page title={t('PageNotFound')}>
      <p>{t('PageNotFoundHint')}</p>
      <p>
        <Link href="/">{t('GoHome')}</Link>
      </p>
    </Page>
  );
}
