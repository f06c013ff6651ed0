import { useParams } from 'wouter';
import {
  type AssembledApplication,
  getProgramApplication,
  programApplicationPdfPath,
  setApplicationScore,
} from '../../../../core/contracts/applications/program-applications.contract.ts';
import { MAX_REVIEW_SCORE, MIN_REVIEW_SCORE } from '../../../../core/domain/interviews.ts';
import { CasView } from '../../../features/applications/cas-view.tsx';
import { downloadFile } from '../../../features/applications/download-file.ts';
import { ApplicationNotes } from '../../../features/program-review/application-notes.tsx';
import { decisionLabelKeys, invitationStatusKeys } from '../../../features/program-review/review-labels.ts';
import { formatWhen } from '../../../features/program-review/review-time.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatPlainDate } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RichTextView } from '../../../ui/rich-text-view.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import '../../../features/program-review/program-review.css';

type RouteParams = { matchCycleCode: string; programCode: string; applicationId: string; tab?: string };

function Summary({ application, onScored }: { application: AssembledApplication; onScored: () => void }) {
  const t = useT();
  const params = {
    matchCycleCode: application.matchCycleCode,
    programCode: application.programCode,
    applicationId: application.applicationId,
  };
  const score = async (value: string | null) => {
    if (!value) return;
    try {
      const answer = await call(setApplicationScore, { params, body: { score: Number(value) } });
      showSuccess(t('RvScoreSaved', { score: answer.myScore }));
      onScored();
    } catch (caught) {
      handleError(caught);
    }
  };
  const exam = (v: number | null) => (v === null ? t('NotSet') : String(v));
  const scores = [];
  for (let s = MIN_REVIEW_SCORE; s <= MAX_REVIEW_SCORE; s += 1)
    scores.push({ value: String(s), label: String(s) });
  return (
    <section className="card stack" aria-labelledby="review-summary-title">
      <h2 id="review-summary-title">{t('RvSummary')}</h2>
      <DetailsList
        rows={[
          [{ text: t('RvApplicationStatus') }, <StatusBadge key="s" status={application.status} />],
          [{ text: t('RvSentDate') }, application.sentDate ? formatWhen(application.sentDate) : t('NotSet')],
          [{ text: t('RvSignaled') }, application.isSignaled ? t('Yes') : t('No')],
          [{ text: t('RvDecision') }, t(decisionLabelKeys[application.decision ?? 'None'])],
          [
            { text: t('RvInvitation') },
            application.invitation
              ? `${t(invitationStatusKeys[application.invitation.status])}${
                  application.invitation.interviewDate
                    ? ` · ${formatPlainDate(application.invitation.interviewDate)}`
                    : ''
                }`
              : t('RvNotInvited'),
          ],
          [{ text: t('RvUsmleStep1') }, exam(application.exams.usmleStep1)],
          [{ text: t('RvUsmleStep2') }, exam(application.exams.usmleStep2)],
          [{ text: t('RvComlexLevel1') }, exam(application.exams.comlexLevel1)],
          [{ text: t('RvComlexLevel2') }, exam(application.exams.comlexLevel2)],
          [
            { text: t('RvScoreMean') },
            application.scoreMean === null
              ? t('RvNoScores')
              : t('RvScoreOf', { mean: application.scoreMean, count: application.scoreCount }),
          ],
        ]}
      />
      <SelectField
        label={t('RvMyScore')}
        placeholder={t('RvPickScore')}
        options={scores}
        value={application.myScore === null ? null : String(application.myScore)}
        onChange={(value) => void score(value)}
      />
    </section>
  );
}

/** A file of the application: fetched with the bearer token, then saved. */
function FileButton({ url, fileName, label }: { url: string; fileName: string; label: string }) {
  return (
    <Button
      variant="link"
      onPress={() =>
        void downloadFile(url, fileName).catch((error: unknown) =>
          handleError(error, { context: 'Application file' }),
        )
      }
    >
      {label}
    </Button>
  );
}

function Materials({ application }: { application: AssembledApplication }) {
  const t = useT();
  return (
    <>
      <section className="card stack" aria-labelledby="review-statement-title">
        <h2 id="review-statement-title">{t('RvPersonalStatement')}</h2>
        {application.personalStatement ? (
          <>
            <h3>{application.personalStatement.title}</h3>
            <RichTextView html={application.personalStatement.body} />
          </>
        ) : (
          <p>{t('RvNoStatement')}</p>
        )}
      </section>
      <section className="card stack" aria-labelledby="review-letters-title">
        <h2 id="review-letters-title">{t('RvLettersToProgram')}</h2>
        {application.letters.length === 0 ? (
          <p>{t('RvNoLetters')}</p>
        ) : (
          <ul>
            {application.letters.map((l) => (
              <li key={l.id}>
                {l.writerName} <StatusBadge status={l.status} />
                {l.receivedDate ? ` · ${t('RvReceivedOn', { date: formatWhen(l.receivedDate) })}` : ''}
                {l.url ? (
                  <>
                    {' '}
                    <FileButton
                      url={l.url}
                      fileName={`letter-${l.id}.pdf`}
                      label={t('RvOpenLetterOf', { name: l.writerName })}
                    />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-labelledby="review-documents-title">
        <h2 id="review-documents-title">{t('RvDocuments')}</h2>
        {application.documents.length === 0 ? (
          <p>{t('RvNoDocuments')}</p>
        ) : (
          <ul>
            {application.documents.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the server's order
              <li key={i}>
                {d.title} ({d.documentType}) ·{' '}
                <FileButton
                  url={d.url}
                  fileName={d.fileName}
                  label={t('RvOpenFileOf', { name: d.fileName })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CasHistory({ application }: { application: AssembledApplication }) {
  const t = useT();
  return (
    <section className="card stack" aria-labelledby="review-history-title">
      <h2 id="review-history-title">{t('RvCasHistory')}</h2>
      <p>{t('RvCasHistoryNote')}</p>
      <ul>
        {application.casHistory.map((entry) => (
          <li key={`${entry.event}-${entry.date}`}>
            {formatWhen(entry.date)}: {entry.event === 'Sent' ? t('RvCasSent') : t('RvCasWithdrawn')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/program-user/:matchCycleCode/:programCode/applications/:applicationId` and its `cas-history` tab
 * (issue 15): the assembled application in sections (summary and my score, statement, letters and
 * documents, the CAS as sent), its PDF, and the program's notes, live.
 */
export function ProgramApplicationPage() {
  const t = useT();
  const { matchCycleCode, programCode, applicationId, tab } = useParams<RouteParams>();
  const id = Number(applicationId);
  const params = { matchCycleCode, programCode, applicationId: id };
  const query = useContractQuery(getProgramApplication, Number.isInteger(id) && id > 0 ? { params } : null, {
    onError: (error) => {
      if (!isNotFound(error)) handleError(error);
    },
  });
  if (!Number.isInteger(id) || id <= 0 || isNotFound(query.error)) return <NotFound />;
  const application = query.data;
  if (!application) return <PageLoading />;
  const base = `/program-user/${encodeURIComponent(matchCycleCode)}/${encodeURIComponent(programCode)}`;
  const download = () =>
    downloadFile(
      programApplicationPdfPath(matchCycleCode, programCode, id),
      `application-${application.applicantCode}.pdf`,
    ).catch((error: unknown) => handleError(error, { context: 'Application PDF' }));
  const selected = tab === 'cas-history' ? 'cas-history' : 'application';
  return (
    <Page title={t('RvApplicationOf', { name: application.name })}>
      <nav aria-label={t('RvRelated')} className="button-row-spread">
        <Link href={`${base}/applications`}>{t('RvBackToList')}</Link>
        <Button variant="secondary" onPress={() => void download()}>
          {t('RvDownloadPdf')}
        </Button>
      </nav>
      <p className="muted">
        {application.applicantCode} · {application.programName}
      </p>
      <div className="review-application">
        <div className="review-application-main stack">
          <RouteTabs
            aria-label={t('RvApplicationTabs')}
            selectedId={selected}
            tabs={[
              { id: 'application', label: t('RvApplicationTab'), href: `${base}/applications/${id}` },
              { id: 'cas-history', label: t('RvCasHistory'), href: `${base}/applications/${id}/cas-history` },
            ]}
          >
            {selected === 'cas-history' ? (
              <CasHistory application={application} />
            ) : (
              <div className="stack">
                <Summary application={application} onScored={query.reload} />
                <Materials application={application} />
                {application.cas ? <CasView cas={application.cas} linkSections={false} /> : null}
              </div>
            )}
          </RouteTabs>
        </div>
        <aside className="review-application-side" aria-label={t('RvNotes')}>
          <ApplicationNotes params={params} />
        </aside>
      </div>
    </Page>
  );
}
