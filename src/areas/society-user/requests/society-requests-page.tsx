import { listSocietyRequests } from '../../../../core/contracts/requests/requests.contract.ts';
import { societyRequestLists } from '../../../features/requests/request-kinds-ui.tsx';
import { RequestsList } from '../../../features/requests/requests-list.tsx';
import { SocietyScope } from '../../../features/society-context/society-scope.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';

export type SocietyRequestKind = keyof typeof societyRequestLists;

/** The society user's request lists (business.md §2.5) for the chosen specialty. */
export function SocietyRequestsPage({ kind }: { kind: SocietyRequestKind }) {
  const t = useT();
  const tabs = (Object.keys(societyRequestLists) as SocietyRequestKind[]).map((k) => ({
    id: k,
    href: societyRequestLists[k].path,
    label: t(societyRequestLists[k].label),
  }));
  return (
    <Page title={t(societyRequestLists[kind].label)}>
      <SocietyScope>
        {({ specialty }) => (
          <RouteTabs aria-label={t('RqQueues')} tabs={tabs} selectedId={kind}>
            <div className="stack">
              {kind === 'ProgramRegistration' && specialty.actions.canRequestProgramRegistration ? (
                <p>
                  <Link variant="button" href={`${societyRequestLists.ProgramRegistration.path}/create`}>
                    {t('RqRequestProgramRegistration')}
                  </Link>
                </p>
              ) : null}
              <RequestsList
                key={`${kind}-${specialty.id}`}
                kind={kind}
                contract={listSocietyRequests}
                extraQuery={{ specialtyId: specialty.id }}
                label={`${t(societyRequestLists[kind].label)} — ${specialty.name}`}
              />
            </div>
          </RouteTabs>
        )}
      </SocietyScope>
    </Page>
  );
}
