import { useState } from 'react';
import { useParams } from 'wouter';
import {
  acceptRoleInvitation,
  declineRoleInvitation,
  getRoleInvitation,
  type RoleInvitationGrant,
  type RoleInvitationView,
} from '../../../../core/contracts/auth/role-invitations.contract.ts';
import { roleHomePath } from '../../../../core/domain/roles.ts';
import { canAccessPath } from '../../../../core/domain/routes.ts';
import { roleLabelKeys } from '../../../features/account/role-labels.ts';
import { refreshCurrentSession } from '../../../features/auth/auth.service.ts';
import { useAuthDialogStore } from '../../../features/auth/auth-dialog-store.ts';
import { saveReturnLocation } from '../../../features/auth/return-location.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { currentPath, navigateTo } from '../../../lib/navigation/navigate.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { currentRole, useSessionStore } from '../../../lib/session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

const grantKeys: Record<RoleInvitationGrant['kind'], TranslationKey> = {
  ProgramUser: 'RiGrantProgramUser',
  MedicalSchoolUser: 'RiGrantMedicalSchoolUser',
  SocietyUser: 'RiGrantSocietyUser',
};

const statusKeys: Partial<Record<RoleInvitationView['status'], TranslationKey>> = {
  Accepted: 'RiAccepted',
  Declined: 'RiDeclined',
  Expired: 'RoleInvitationExpired',
};

/**
 * /account/invitations/:token, the link of a role invitation mail (issue 11): the owner of the
 * invited account, signed in as it, accepts or declines. Accepting refreshes the session (roles live
 * in the token) and opens the new role's home. Signed out: sign in first, then back here.
 */
export function RoleInvitationPage() {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const status = useSessionStore((s) => s.status);
  const openLogin = useAuthDialogStore((s) => s.openLogin);

  if (status === 'restoring') return <PageLoading />;
  if (status !== 'signedIn') {
    return (
      <Page title={t('RiTitle')}>
        <div className="card stack">
          <p>{t('RiSignInFirst')}</p>
          <div className="button-row">
            <Button
              onPress={() => {
                saveReturnLocation(currentPath());
                openLogin('login');
              }}
            >
              {t('SignIn')}
            </Button>
          </div>
        </div>
      </Page>
    );
  }
  return <Invitation token={token} />;
}

function Invitation({ token }: { token: string }) {
  const t = useT();
  const [missing, setMissing] = useState(false);
  const [answered, setAnswered] = useState<RoleInvitationView | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useContractQuery(
    getRoleInvitation,
    { params: { token } },
    {
      onError: (error) => {
        if (isNotFound(error)) setMissing(true);
        else handleError(error, { context: 'role invitation' });
      },
    },
  );
  const invitation = answered ?? query.data;

  const accept = async () => {
    setBusy(true);
    try {
      const done = await call(acceptRoleInvitation, { params: { token } });
      setAnswered(done);
      // The roles live in the session token: a new one carries the role just accepted.
      await refreshCurrentSession();
      showSuccess(t('RiAccepted'));
      const role = currentRole();
      const invitedHome = done.roles[0] ? roleHomePath[done.roles[0]] : null;
      if (role)
        navigateTo(invitedHome && canAccessPath(invitedHome, role) ? invitedHome : roleHomePath[role]);
    } catch (error) {
      handleError(error, { context: 'accept role invitation' });
      query.reload();
    } finally {
      setBusy(false);
    }
  };

  const decline = async () => {
    setBusy(true);
    try {
      setAnswered(await call(declineRoleInvitation, { params: { token } }));
    } catch (error) {
      handleError(error, { context: 'decline role invitation' });
    } finally {
      setBusy(false);
    }
  };

  if (missing) {
    return (
      <Page title={t('RiTitle')}>
        <div className="card">
          <FormMessage text={t('RiNotFound')} />
        </div>
      </Page>
    );
  }
  if (!invitation) return <PageLoading />;
  const closed = statusKeys[invitation.status];
  return (
    <Page title={t('RiTitle')}>
      <div className="card stack">
        <p>
          {invitation.reason
            ? t('RiInvitedWithReason', { reason: invitation.reason })
            : t('RiInvited', { roles: invitation.roles.map((role) => t(roleLabelKeys[role])).join(', ') })}
        </p>
        <p>{t('RiGrants')}</p>
        <ul>
          {invitation.roles.map((role) => (
            <li key={role}>{t(roleLabelKeys[role])}</li>
          ))}
          {invitation.grants.map((grant) => (
            <li key={`${grant.kind}:${grant.name}`}>
              {t(grant.isDirector ? 'RiGrantProgramDirector' : grantKeys[grant.kind], { name: grant.name })}
            </li>
          ))}
        </ul>
        {closed ? (
          <p role="status">{t(closed)}</p>
        ) : (
          <>
            <p>{t('RiValidUntil', { date: formatDate(invitation.expiresAt) })}</p>
            <div className="button-row">
              <Button onPress={() => void accept()} isDisabled={busy}>
                {t('RiAccept')}
              </Button>
              <Button variant="secondary" onPress={() => void decline()} isDisabled={busy}>
                {t('RiDecline')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
