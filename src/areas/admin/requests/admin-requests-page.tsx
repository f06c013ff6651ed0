import {
  getAdminRequestCounts,
  listAdminRequests,
  type RequestListItem,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { type RequestKind, requestKinds } from '../../../../core/domain/request-kinds.ts';
import { CountBadge } from '../../../features/requests/pending-requests-badge.tsx';
import { adminRequestQueues } from '../../../features/requests/request-kinds-ui.tsx';
import { RequestsList } from '../../../features/requests/requests-list.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';

/**
 * The admin's request queues (business.md §2.6), one tab each with its pending count. The counts will
 * also move live once the MenuCounts hub exists (business.md §6); until then they refresh on decisions.
 */
export function AdminRequestsPage({ kind }: { kind: RequestKind }) {
  const t = useT();
  const counts = useContractQuery(getAdminRequestCounts, {});
  const queue = adminRequestQueues[kind];
  const tabs = requestKinds.map((k) => {
    const pending = counts.data?.[k] ?? 0;
    return {
      id: k,
      href: adminRequestQueues[k].path,
      label: (
        <>
          {t(adminRequestQueues[k].label)}
          {pending > 0 ? (
            <CountBadge count={pending} label={t('RqPendingCount', { count: pending })} />
          ) : null}
        </>
      ),
    };
  });
  return (
    <Page title={t(queue.label)}>
      <RouteTabs aria-label={t('RqQueues')} tabs={tabs} selectedId={kind}>
        <RequestsList
          key={kind}
          kind={kind}
          contract={listAdminRequests}
          label={t(queue.label)}
          reviewHref={
            queue.reviewable ? (item: RequestListItem) => `${queue.path}/update/${item.id}` : undefined
          }
          onDecided={counts.reload}
        />
      </RouteTabs>
    </Page>
  );
}
