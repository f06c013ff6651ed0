import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../core/contracts/http.ts';
import { health } from '../../../core/contracts/platform/system.contract.ts';
import { appConfig } from '../../lib/app-config.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { formatBuildDate } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { Page } from '../../ui/page.tsx';

/** What is deployed: the client build and the server it talks to. */
export function VersionPage() {
  const t = useT();
  const [server, setServer] = useState<ResponseOf<typeof health> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    call(health, { signal: controller.signal })
      .then(setServer)
      .catch((error) => handleError(error, { context: 'version page health' }));
    return () => controller.abort();
  }, []);

  const rows: [string, string][] = [
    [t('VersionApp'), appConfig.version],
    [t('VersionBuildDate'), formatBuildDate(appConfig.buildDate)],
    [t('VersionCommit'), appConfig.commitHash || '—'],
    [t('VersionBranch'), appConfig.branchName || '—'],
    [t('VersionCommitDate'), appConfig.commitDate ? formatBuildDate(appConfig.commitDate) : '—'],
    [t('VersionEnvironment'), appConfig.environment],
  ];
  if (server) {
    rows.push([
      t('VersionServer'),
      t('VersionServerStatus', {
        version: server.version,
        database: server.database.status,
        driver: server.database.driver,
      }),
    ]);
  }

  return (
    <Page title={t('VersionTitle')}>
      <DetailsList className="card" rows={rows.map(([label, value]) => [{ text: label }, value] as const)} />
    </Page>
  );
}
