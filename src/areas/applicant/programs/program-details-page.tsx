import { type ReactNode, useEffect, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useParams } from 'wouter';
import {
  type DirectoryProgramDetails,
  getDirectoryOptions,
  getDirectoryProgram,
} from '../../../../core/contracts/programs/program-directory.contract.ts';
import { programsTabHref } from '../../../features/program-directory/program-links.ts';
import {
  cachedProgramPage,
  rememberProgramPage,
} from '../../../features/program-directory/program-page-cache.ts';
import { isUnreachable } from '../../../features/program-directory/unreachable.ts';
import { useFavorite } from '../../../features/program-directory/use-favorite.ts';
import { useSavedPrograms } from '../../../features/program-directory/use-saved-programs.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { isAppError } from '../../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { errorText, useT } from '../../../lib/i18n/i18n.ts';
import { currentUserOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import '../../../features/program-directory/program-directory.css';
import { DetailsList } from '../../../ui/details-list.tsx';

function ProgramActions({
  program,
  casDeadlineDate,
}: {
  program: DirectoryProgramDetails;
  casDeadlineDate: string | null;
}) {
  const t = useT();
  const favorite = useFavorite(program.id, program.isFavorite);
  const saved = useSavedPrograms(program.matchCycleCode, casDeadlineDate);
  const isSaved = saved.isSaved(program.id);
  return (
    <div className="program-card-actions">
      <ToggleButton
        className="btn btn-secondary program-toggle"
        isSelected={favorite.isFavorite}
        onChange={(next) => void favorite.toggle(next)}
      >
        <span aria-hidden="true">{favorite.isFavorite ? '★ ' : '☆ '}</span>
        {t('PdFavorite')}
      </ToggleButton>
      <ToggleButton
        className="btn btn-secondary program-toggle"
        isSelected={isSaved}
        onChange={(next) =>
          next
            ? saved.save({
                programId: program.id,
                name: program.name,
                institutionName: program.institutionName,
                city: program.city,
                stateName: program.stateName,
              })
            : saved.remove(program.id)
        }
      >
        {t('PdSaveForLater')}
      </ToggleButton>
    </div>
  );
}

function ProgramFacts({ program }: { program: DirectoryProgramDetails }) {
  const t = useT();
  const address = [program.addressLine, program.city, program.stateName, program.zip, program.countryName]
    .filter(Boolean)
    .join(', ');
  const rows: [TranslationKey, ReactNode][] = [
    ['PdSpecialty', [program.specialtyName, program.subspecialtyName].filter(Boolean).join(' · ')],
    ['PdInstitution', program.institutionName ?? '—'],
    ['PdAddress', address || '—'],
    [
      'PdPhone',
      program.phone ? (
        <a key="phone" href={`tel:${program.phone.replace(/[^\d+]/g, '')}`}>
          {program.phone}
        </a>
      ) : (
        '—'
      ),
    ],
    [
      'PdWebsite',
      program.website ? (
        <a key="website" href={program.website} target="_blank" rel="noreferrer noopener">
          {program.website}
        </a>
      ) : (
        '—'
      ),
    ],
    ['PdPositionsLabel', program.positions],
    ['PdDirectors', program.directors.join(', ') || '—'],
    [
      'PdApplication',
      program.applicationStatus ? (
        <span key="application" className="program-card-marks">
          <StatusBadge status={program.applicationStatus} />
          {program.isSignaled ? <StatusBadge status="Signaled" tone="info" label={t('PdSignaled')} /> : null}
        </span>
      ) : (
        t('PdNotApplied')
      ),
    ],
  ];
  return (
    <div className="stack">
      <DetailsList rows={rows} />
      {program.description ? (
        <section>
          <h2>{t('PdDescription')}</h2>
          <p className="pre-line">{program.description}</p>
        </section>
      ) : null}
    </div>
  );
}

/**
 * A program of the cycle as the applicant sees it. Each answer is kept on the device, so a page
 * opened before still shows offline (marked as an offline copy with its date).
 */
export function ProgramDetailsPage() {
  const t = useT();
  const params = useParams<{ matchCycleCode: string; programId: string }>();
  const matchCycleCode = params.matchCycleCode;
  const programId = Number(params.programId);
  const isValidId = Number.isInteger(programId) && programId > 0;
  const userId = useSessionStore((state) => currentUserOf(state)?.id ?? null);
  const [failure, setFailure] = useState<unknown>(null);
  const answer = useContractQuery(
    getDirectoryProgram,
    isValidId ? { params: { matchCycleCode, programId } } : null,
    { onError: setFailure },
  );
  const options = useContractQuery(
    getDirectoryOptions,
    { params: { matchCycleCode } },
    { onError: () => {} },
  );
  useEffect(() => {
    if (answer.data && userId) rememberProgramPage(userId, answer.data);
  }, [answer.data, userId]);

  const offline =
    !answer.data && isUnreachable(failure) && userId && isValidId
      ? cachedProgramPage(userId, matchCycleCode, programId)
      : null;
  const program = answer.data ?? offline?.details ?? null;
  const back = programsTabHref(matchCycleCode);

  return (
    <Page title={program?.name ?? t('PdTitle')}>
      <p>
        <Link href={back}>{t('PdBackToDirectory')}</Link>
      </p>
      {!isValidId ? (
        <p role="alert">{t('NotFound')}</p>
      ) : program ? (
        <div className="stack">
          <OfflineCopyNote at={offline?.fetchedAt} />
          {program.institutionName ? <p className="lead">{program.institutionName}</p> : null}
          {offline ? null : (
            <ProgramActions program={program} casDeadlineDate={options.data?.casDeadlineDate ?? null} />
          )}
          <ProgramFacts program={program} />
        </div>
      ) : failure ? (
        <p role="alert">{isAppError(failure) ? errorText(failure) : t('ApplicationError')}</p>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
