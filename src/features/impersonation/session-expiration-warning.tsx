import { useEffect, useRef, useState } from 'react';
import { checkImpersonation, IMPERSONATION_CHECK_INTERVAL_MS } from '../../../core/domain/impersonation.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

const warnedKey = (endsAt: number) => `impersonation-warned:${endsAt}`;

function readWarned(endsAt: number): boolean {
  try {
    return sessionStorage.getItem(warnedKey(endsAt)) === '1';
  } catch {
    return false;
  }
}

function writeWarned(endsAt: number): void {
  try {
    sessionStorage.setItem(warnedKey(endsAt), '1');
  } catch {
    // Without storage the warning may show again after a reload: harmless.
  }
}

/**
 * The one-time 'Session Expiration' popup of an impersonated session (platform.md §4): the remaining
 * time is checked every 10 s; at 5 minutes or less the popup shows once (a reload does not bring it
 * back for the same session); under a minute the checks stop.
 */
export function SessionExpirationWarning({
  endsAt,
  onEndNow,
  now = Date.now,
}: {
  /** When the impersonated session ends, epoch ms. */
  endsAt: number;
  onEndNow: () => void;
  now?: () => number;
}) {
  const t = useT();
  const [minutes, setMinutes] = useState<number | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;

  useEffect(() => {
    let warned = readWarned(endsAt);
    let timer: ReturnType<typeof setInterval> | null = null;
    const check = () => {
      const outcome = checkImpersonation(endsAt - nowRef.current(), warned);
      if (outcome.kind === 'warn') {
        warned = true;
        writeWarned(endsAt);
        setMinutes(outcome.minutes);
      } else if (outcome.kind === 'stop' && timer) {
        clearInterval(timer);
        timer = null;
      }
      return outcome.kind;
    };
    if (check() !== 'stop') timer = setInterval(check, IMPERSONATION_CHECK_INTERVAL_MS);
    return () => {
      if (timer) clearInterval(timer);
    };
  }, [endsAt]);

  const close = () => setMinutes(null);
  return (
    <ModalDialog
      isOpen={minutes !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('ImpersonationWarningTitle')}
      role="alertdialog"
      size="small"
    >
      <h3>{t('ImpersonationWarningHeading')}</h3>
      <p>{t('ImpersonationWarningText', { minutes: minutes ?? 0 })}</p>
      <div className="button-row button-row-end">
        <Button
          variant="secondary"
          onPress={() => {
            close();
            onEndNow();
          }}
        >
          {t('EndSessionNow')}
        </Button>
        <Button autoFocus onPress={close}>
          {t('Ok')}
        </Button>
      </div>
    </ModalDialog>
  );
}
