import { useCallback, useState } from 'react';
import {
  listPortalProgramRequests,
  programPortalRequestKinds,
} from '../../../../core/contracts/programs/program-portal.contract.ts';
import { RequestsList } from '../../../features/requests/requests-list.tsx';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useRequestStatusLive } from './use-request-status-live.ts';

type Kind = (typeof programPortalRequestKinds)[number];

const kindLabels: Record<Kind, TranslationKey> = {
  ProgramRename: 'PpKindRename',
  ProgramListingChange: 'PpKindPositions',
};

/**
 * The program's rename and positions count change requests with their statuses; an admin's decision
 * shows at once (StatusChanged on the request queues' hubs).
 */
export function ProgramRequestsPanel({ programCode }: { programCode: string }) {
  const t = useT();
  const [kind, setKind] = useState<Kind>('ProgramRename');
  // The list reads its page from the URL; a fresh mount fetches it again.
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  useRequestStatusLive(['ProgramRenameRequests', 'PositionsCountRequest'], refresh);
  return (
    <div className="stack">
      <SelectField
        label={t('PpRequestKind')}
        options={programPortalRequestKinds.map((value) => ({ value, label: t(kindLabels[value]) }))}
        value={kind}
        onChange={(value) => setKind((value as Kind | null) ?? 'ProgramRename')}
      />
      <RequestsList
        key={`${kind}:${version}`}
        kind={kind}
        contract={listPortalProgramRequests}
        params={{ programCode }}
        label={t(kindLabels[kind])}
      />
    </div>
  );
}
