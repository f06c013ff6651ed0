import './applicant-profile.css';
import { ServerError } from '../../lib/errors/app-errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

/** A versioned profile write refused because the server copy changed meanwhile (409 Conflict). */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ServerError && error.status === 409 && error.code === 'Conflict';
}

/**
 * Shown after a 409: the applicant's edit stays in the form; they either keep it (saved again over
 * the newer copy) or take the saved copy. Nothing typed is dropped without that choice.
 */
export function VersionConflictNotice({
  summary,
  onKeepMine,
  onTakeSaved,
}: {
  /** The saved copy in a few words, so the applicant sees what they would overwrite. */
  summary: string;
  onKeepMine: () => void;
  onTakeSaved: () => void;
}) {
  const t = useT();
  return (
    <section className="version-conflict" aria-label={t('ProfileChangedMeanwhile')}>
      <FormMessage text={t('ProfileChangedMeanwhile')} />
      <p className="version-conflict-summary">{t('PfConflictSaved', { summary })}</p>
      <div className="button-row">
        <Button variant="secondary" onPress={onKeepMine}>
          {t('PfConflictKeepMine')}
        </Button>
        <Button variant="secondary" onPress={onTakeSaved}>
          {t('PfConflictTakeSaved')}
        </Button>
      </div>
    </section>
  );
}
