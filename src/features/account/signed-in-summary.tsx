import { formatName } from '../../lib/format/names.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { currentNavigationState } from '../../lib/navigation/navigate.ts';
import { currentUserOf, roleOf, useSessionStore } from '../../lib/session/session-store.ts';
import { roleLabelKeys } from './role-labels.ts';

/** Who is signed in, and (for areas still being built) what the area will hold once its features arrive. */
export function SignedInSummary({ willHold }: { willHold?: TranslationKey }) {
  const t = useT();
  const user = useSessionStore((s) => currentUserOf(s));
  const role = roleOf(user);
  const justSignedIn = currentNavigationState()?.justSignedIn === true;
  if (!user || !role) return null;
  const name = formatName(user, 'short');
  return (
    <section className="card stack" aria-labelledby="signed-in-heading">
      <h2 id="signed-in-heading">{t('AreaWelcome', { name })}</h2>
      {justSignedIn ? <p role="status">{t('JustSignedIn')}</p> : null}
      <p>{t('AreaSignedInAs', { email: user.email, role: t(roleLabelKeys[role]) })}</p>
      {willHold ? (
        <p>
          {t('AreaWillHold')} {t(willHold)}.
        </p>
      ) : null}
    </section>
  );
}
