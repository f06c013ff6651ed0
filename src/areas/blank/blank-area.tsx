import { useT } from '../../lib/i18n/i18n.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';

/** An empty page: impersonation passes through it on the way to the login page. */
export function BlankArea() {
  const t = useT();
  usePageMeta(t('BlankTitle'));
  return <main id="main" className="blank-page" />;
}
