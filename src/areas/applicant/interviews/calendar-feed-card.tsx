import { useId, useState } from 'react';
import { getCalendarFeed } from '../../../../core/contracts/interviews/interviews.contract.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';

/** The feed's address for calendar apps: webcal:// in place of http(s):// (ADR 0024 §10). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * "Subscribe to calendar": asks for the caller's private iCalendar feed (made on first ask), shows its
 * address with Copy and a webcal:// link for calendar apps, and Rotate (a new address; the old one
 * stops working).
 */
export function CalendarFeedCard() {
  const t = useT();
  const inputId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'get' | 'rotate' | null>(null);

  const load = async (rotate: boolean) => {
    setBusy(rotate ? 'rotate' : 'get');
    try {
      const feed = await call(getCalendarFeed, { body: { rotate } });
      setUrl(feed.url);
      if (rotate) showSuccess(t('IvCalendarRotated'));
    } catch (error) {
      handleError(error, { context: 'calendar feed' });
    } finally {
      setBusy(null);
    }
  };

  const rotate = async () => {
    if (!(await confirm({ message: t('IvCalendarRotateConfirm'), confirmLabel: t('IvCalendarRotate') })))
      return;
    await load(true);
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t('IvCalendarCopied'));
    } catch (error) {
      handleError(error, { context: 'copy calendar feed' });
    }
  };

  return (
    <section aria-labelledby="iv-calendar-title" className="card stack">
      <h2 id="iv-calendar-title">{t('IvCalendarTitle')}</h2>
      <p className="muted">{t('IvCalendarIntro')}</p>
      {url === null ? (
        <div className="button-row">
          <Button variant="secondary" isPending={busy === 'get'} onPress={() => void load(false)}>
            {t('IvCalendarSubscribe')}
          </Button>
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor={inputId}>
              {t('IvCalendarUrl')}
            </label>
            <input
              id={inputId}
              className="field-input mono"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="button-row">
            <Button variant="secondary" onPress={() => void copy()}>
              {t('IvCalendarCopy')}
            </Button>
            {/* A plain anchor: the app's router must not take a webcal:// address. */}
            <a href={webcalUrl(url)} className="btn btn-primary">
              {t('IvCalendarOpenApp')}
            </a>
            <Button variant="ghost" isPending={busy === 'rotate'} onPress={() => void rotate()}>
              {t('IvCalendarRotate')}
            </Button>
          </div>
          <p className="muted">{t('IvCalendarPrivate')}</p>
        </>
      )}
    </section>
  );
}
