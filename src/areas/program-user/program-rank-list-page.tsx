import { useParams } from 'wouter';
import { buildPath } from '../../../core/contracts/http.ts';
import {
  certifyProgramRankList,
  getProgramRankList,
  type ProgramRankList,
  saveProgramRankList,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { RankListScreen } from '../../features/rank-lists/rank-list-screen.tsx';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';

/**
 * `/program-user/:matchCycleCode/:programCode/rank-list` (issue 6): the applicants who applied to the
 * program, in the program's order (the shared rank list screen). Every program user edits; only the
 * director sees Certify.
 */
export function ProgramRankListPage() {
  const t = useT();
  const { matchCycleCode, programCode } = useParams<{ matchCycleCode: string; programCode: string }>();
  const params = { matchCycleCode, programCode };
  return (
    <RankListScreen<ProgramRankList, 'applicantIds'>
      entity="program-rank-list"
      entityId={`${matchCycleCode}/${programCode}`}
      idsField="applicantIds"
      load={() => call(getProgramRankList, { params })}
      savePath={buildPath(saveProgramRankList.path, params)}
      send={(body, idempotencyKey) => call(saveProgramRankList, { params, body, idempotencyKey })}
      certify={(version) => call(certifyProgramRankList, { params, body: { version } })}
      subjectsOf={(list) => ({
        ranked: list.entries.map((e) => ({
          id: e.applicantId,
          name: e.name,
          detail: e.applicantCode,
          note: e.note,
        })),
        unranked: list.unranked.map((a) => ({ id: a.applicantId, name: a.name, detail: a.applicantCode })),
      })}
      emptyText={t('RkEmptyApplicants')}
      unrankedTitle={t('RkUnrankedApplicants')}
      mayCertify={(list) => list.isDirector}
      certifyNote={messages.RankListDirectorCertifies}
      header={(list) => (
        <>
          <p>
            <Link href="/program-user/landing">{t('ProgramUserLandingTitle')}</Link>
          </p>
          <p>
            <strong>
              {t('RkProgramOf', {
                program: list.programName,
                code: list.programCode,
                cycle: list.matchCycleName,
              })}
            </strong>
          </p>
        </>
      )}
    />
  );
}
