import { appConfig } from '../lib/app-config.ts';
import { formatBuildDate } from '../lib/format/dates.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { Link } from '../ui/link.tsx';

/** Admin-only: the build date (month/day/year - time) linking to the version page. */
export function CodebaseLine() {
  const t = useT();
  return (
    <p className="codebase">
      {t('Codebase')}: <Link href="/admin/version">{formatBuildDate(appConfig.buildDate)}</Link>
    </p>
  );
}
