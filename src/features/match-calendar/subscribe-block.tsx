import { useId } from 'react';
import './match-calendar.css';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { feedUrl, webcalUrl } from './calendar-months.ts';

/** The feed to subscribe to (of the chosen specialty, or of all): copy, open in a calendar app, Google hint. */
export function SubscribeBlock({ specialtyId }: { specialtyId: number | null }) {
  const t = useT();
  const id = useId();
  const url = feedUrl(window.location.origin, specialtyId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t('CalCopied'));
    } catch {
      // No clipboard (an old browser, or permission refused): select the text so it can be copied by hand.
      const input = document.getElementById(`${id}-url`) as HTMLInputElement | null;
      input?.select();
    }
  };
  return (
    <section className="card calendar-subscribe" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('CalSubscribeTitle')}</h2>
      <p>{t('CalSubscribeText')}</p>
      <div className="calendar-subscribe-row">
        <label className="field-label" htmlFor={`${id}-url`}>
          {t('CalFeedUrl')}
        </label>
        <input
          id={`${id}-url`}
          className="field-input"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onPress={() => void copy()}>
          {t('CalCopy')}
        </Button>
      </div>
      <p>
        <a className="link" href={webcalUrl(url)}>
          {t('CalOpenInApp')}
        </a>
      </p>
      <p className="field-description">{t('CalGoogleHint')}</p>
    </section>
  );
}
