import { useEffect, useState } from 'react';
import { formatName } from '../../lib/format/names.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useThemeStore } from '../../lib/theme/theme-store.ts';
import { Button } from '../../ui/button.tsx';
import { endImpersonationSession, impersonationEndsAt, isImpersonated } from './impersonation.service.ts';
import { SessionExpirationWarning } from './session-expiration-warning.tsx';
import './impersonation.css';

/**
 * While an admin impersonates a user: light theme forced, a persistent banner naming both with
 * 'End session', and the session expiration warning. Renders nothing otherwise.
 */
export function ImpersonationBar() {
  const t = useT();
  const session = useSessionStore((s) => s.session);
  const forceTheme = useThemeStore((s) => s.forceTheme);
  const [ending, setEnding] = useState(false);
  const impersonated = isImpersonated(session);

  useEffect(() => {
    forceTheme(impersonated ? 'light' : null);
  }, [impersonated, forceTheme]);

  const endsAt = impersonationEndsAt(session);
  if (!session || endsAt === null) return null;

  const end = async () => {
    setEnding(true);
    try {
      await endImpersonationSession();
    } finally {
      setEnding(false);
    }
  };

  return (
    <section className="impersonation-bar" aria-label={t('ImpersonationLabel')}>
      <p>
        {t('ImpersonationBanner', {
          name: formatName(session.user, 'short') || session.user.email,
          admin: session.impersonatedByEmail ?? '',
        })}
      </p>
      <Button variant="secondary" isPending={ending} onPress={() => void end()}>
        {t('EndSession')}
      </Button>
      <SessionExpirationWarning key={endsAt} endsAt={endsAt} onEndNow={() => void end()} />
    </section>
  );
}
