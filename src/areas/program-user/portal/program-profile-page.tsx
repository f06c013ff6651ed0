import { useLocation, useParams } from 'wouter';
import {
  getProgramProfile,
  type ProgramProfile,
  updateProgramProfile,
} from '../../../../core/contracts/programs/program-portal.contract.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { navigateTo } from '../../../lib/navigation/navigate.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { DetailsList } from '../../../ui/details-list.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { ProgramProfileForm } from './program-profile-form.tsx';
import { cyclePath, myProgramPath } from './use-portal-program.ts';

function ProfileView({ program, editHref }: { program: ProgramProfile; editHref: string }) {
  const t = useT();
  const stateZip = [program.stateShortName ?? program.stateName, program.zip].filter(Boolean).join(' ');
  const address = [program.addressLine, program.city, stateZip, program.countryName]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="stack">
      <DetailsList
        rows={[
          [{ text: t('PpName') }, program.name],
          [{ text: t('PpCode') }, program.code],
          [{ text: t('PpSpecialty') }, program.specialtyName],
          program.institutionName ? [{ text: t('PpInstitution') }, program.institutionName] : null,
          [{ text: t('PpAddress') }, address || '—'],
          [{ text: t('PpPhone') }, program.phone || '—'],
          [{ text: t('PpFax') }, program.fax || '—'],
          [
            { text: t('PpWebsite') },
            program.website ? (
              <a key="website" href={program.website} target="_blank" rel="noreferrer noopener">
                {program.website}
              </a>
            ) : (
              '—'
            ),
          ],
          [{ text: t('PpDescription') }, program.description || '—'],
        ]}
      />
      <p className="button-row">
        <Link variant="button" href={editHref}>
          {t('PpEditProfile')}
        </Link>
        <Link href={myProgramPath(program.code, program.id, 'positions')}>{t('PpAskRename')}</Link>
        <Link href={myProgramPath(program.code, program.id)}>{t('PpMyProgram')}</Link>
      </p>
      <p className="muted">{t('PpNameByRequest')}</p>
    </div>
  );
}

/**
 * /program-user/:matchCycleCode/:programCode/profile/:action?: the program's profile; `edit` opens the
 * form of the fields program users change themselves (the name changes by a rename request).
 */
export function ProgramProfilePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const params = useParams<{ matchCycleCode: string; programCode: string; action?: string }>();
  const profile = useContractQuery(getProgramProfile, { params: { programCode: params.programCode } });
  const base = `${cyclePath(params.matchCycleCode, params.programCode)}/profile`;
  const program = profile.data;
  if (!program) return <Page title={t('PpProfileTitle')}>{profile.isLoading ? <PageLoading /> : null}</Page>;
  return (
    <Page title={t('PpProfileTitle')}>
      {params.action === 'edit' ? (
        <ProgramProfileForm
          program={program}
          onCancel={() => navigateTo(base)}
          onSubmit={async (body) => {
            await call(updateProgramProfile, { params: { programCode: params.programCode }, body });
            showSuccess(t('PpProfileSaved'));
            profile.reload();
            navigate(base);
          }}
        />
      ) : (
        <ProfileView program={program} editHref={`${base}/edit`} />
      )}
    </Page>
  );
}
