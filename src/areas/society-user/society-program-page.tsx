import { type ReactNode, useState } from 'react';
import { useParams } from 'wouter';
import {
  getSocietyProgram,
  type SocietyProgramDetails,
} from '../../../core/contracts/societies/society.contract.ts';
import { isAppError, UnauthorizedError } from '../../lib/errors/app-errors.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { errorText, useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { RouteTabs } from '../../ui/tabs.tsx';

const tabs = ['program', 'positions', 'users'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, TranslationKey> = {
  program: 'SocietyTabProgram',
  positions: 'SocietyTabPositions',
  users: 'SocietyTabUsers',
};

function ProgramFields({ program }: { program: SocietyProgramDetails }) {
  const t = useT();
  const address = [program.addressLine, program.city, program.stateName, program.zip, program.countryName]
    .filter(Boolean)
    .join(', ');
  const rows: [TranslationKey, ReactNode][] = [
    ['SocietyProgramCode', program.code],
    ['SocietyProgramName', program.name],
    ['SocietySpecialty', program.specialtyName],
    ['SocietySubspecialty', program.subspecialtyName ?? '—'],
    ['SocietyInstitution', program.institutionName ?? '—'],
    ['SocietyAddress', address || '—'],
    ['SocietyPhone', program.phone ?? '—'],
    ['SocietyFax', program.fax ?? '—'],
    [
      'SocietyWebsite',
      program.website ? (
        <a key="website" href={program.website} target="_blank" rel="noreferrer noopener">
          {program.website}
        </a>
      ) : (
        '—'
      ),
    ],
    ['SocietyStatus', <StatusBadge key="status" status={program.isActive ? 'Active' : 'Inactive'} />],
    ['SocietyCreatedDate', formatDate(program.createdDate)],
  ];
  return (
    <div className="stack">
      <DetailsList rows={rows} />
      {program.description ? (
        <section>
          <h2>{t('SocietyDescription')}</h2>
          <p className="pre-line">{program.description}</p>
        </section>
      ) : null}
    </div>
  );
}

function ProgramPositions({ program }: { program: SocietyProgramDetails }) {
  const t = useT();
  if (program.positions.length === 0) return <p>{t('SocietyNoPositions')}</p>;
  return (
    <TableScroll>
      <table className="simple-table">
        <caption className="visually-hidden">{t('SocietyTabPositions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('SocietyMatchCycle')}</th>
            <th scope="col">{t('SocietyYear')}</th>
            <th scope="col">{t('SocietyStatus')}</th>
            <th scope="col" className="align-end">
              {t('SocietyPositions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {program.positions.map((p) => (
            <tr key={p.matchCycleId}>
              <th scope="row">{p.matchCycleName}</th>
              <td>{p.yearCode}</td>
              <td>
                <StatusBadge status={p.status} />
              </td>
              <td className="align-end">{p.positions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function ProgramUsers({ program }: { program: SocietyProgramDetails }) {
  const t = useT();
  if (program.users.length === 0) return <p>{t('SocietyNoProgramUsers')}</p>;
  return (
    <TableScroll>
      <table className="simple-table">
        <caption className="visually-hidden">{t('SocietyTabUsers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('SocietyName')}</th>
            <th scope="col">{t('EmailLabel')}</th>
            <th scope="col">{t('SocietyUserRole')}</th>
            <th scope="col">{t('SocietyStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {program.users.map((u) => (
            <tr key={u.userId}>
              <th scope="row">{u.fullName || '—'}</th>
              <td>
                <a href={`mailto:${u.email}`}>{u.email}</a>
              </td>
              <td>{u.isDirector ? t('SocietyProgramDirector') : t('SocietyProgramStaff')}</td>
              <td>
                <StatusBadge status={u.isActive ? 'Active' : 'Inactive'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A resource-level 403 says why in the server's words; other failures in the catalogue's. */
function failureText(error: unknown): string | null {
  if (error instanceof UnauthorizedError && error.status === 403) return error.message;
  return isAppError(error) ? errorText(error) : null;
}

/** A program of one of the user's specialties, read only, in three tabs. */
export function SocietyProgramPage() {
  const t = useT();
  const params = useParams<{ id: string; tab?: string }>();
  const id = Number(params.id);
  const tab: Tab = (tabs as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'program';
  const [failure, setFailure] = useState<string | null>(null);
  const program = useContractQuery(
    getSocietyProgram,
    Number.isInteger(id) && id > 0 ? { params: { id } } : null,
    { onError: (error) => setFailure(failureText(error) ?? t('ApplicationError')) },
  );
  const data = program.data;
  const title = data?.name ?? t('SocietyProgramTitle');
  return (
    <Page title={title}>
      <p>
        <Link href="/society-user/programs">{t('SocietyBackToPrograms')}</Link>
      </p>
      {!Number.isInteger(id) || id <= 0 ? (
        <p role="alert">{t('NotFound')}</p>
      ) : failure && !data ? (
        <p role="alert">{failure}</p>
      ) : !data ? (
        <PageLoading />
      ) : (
        <RouteTabs
          aria-label={t('SocietyProgramTabs')}
          selectedId={tab}
          tabs={tabs.map((id) => ({
            id,
            label: t(tabLabels[id]),
            href: `/society-user/programs/${data.id}/${id}`,
          }))}
        >
          {tab === 'program' ? <ProgramFields program={data} /> : null}
          {tab === 'positions' ? <ProgramPositions program={data} /> : null}
          {tab === 'users' ? <ProgramUsers program={data} /> : null}
        </RouteTabs>
      )}
    </Page>
  );
}
