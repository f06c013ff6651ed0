import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { confirmEmailWithLink } from '../../features/auth/auth.service.ts';
import { identityErrorText } from '../../features/auth/auth-error-messages.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';

/**
 * /confirm-email/:token, the link of the confirmation mail (issue 11): proves the address and signs
 * the new applicant in; a spent or expired link says so and offers the code form.
 */
export function ConfirmEmailLinkPage() {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a link is spent by its first use (React's development double effect included).
    if (started.current) return;
    started.current = true;
    confirmEmailWithLink(token).catch((error: unknown) => {
      const known = identityErrorText('confirmEmail', error);
      if (!known) handleError(error, { context: 'email confirmation link' });
      setFailure(t('ConfirmEmailLinkFailed'));
    });
  }, [token, t]);

  return (
    <Page title={t('ConfirmEmailTitle')}>
      <div className="card auth-card stack">
        {failure ? (
          <>
            <FormMessage text={failure} />
            <p>
              <Link href="/standalone/confirm-email">{t('ConfirmEmailTitle')}</Link>
            </p>
          </>
        ) : (
          <p role="status">{t('ConfirmEmailLinkChecking')}</p>
        )}
      </div>
    </Page>
  );
}
