import { ProgramCard } from '../../../features/program-directory/program-card.tsx';
import { programHref } from '../../../features/program-directory/program-links.ts';
import { useSavedPrograms } from '../../../features/program-directory/use-saved-programs.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';

/** The saved tab: programs kept on this device until their expiration (works offline). */
export function ProgramsSavedTab({ matchCycleCode }: { matchCycleCode: string }) {
  const t = useT();
  // Removing needs no deadline; saving happens on the other tabs.
  const saved = useSavedPrograms(matchCycleCode, null);
  return (
    <div className="stack">
      <p>{t('PdSavedIntro')}</p>
      {saved.entries.length === 0 ? (
        <p>{t('PdNoSaved')}</p>
      ) : (
        <ul className="program-cards" aria-label={t('PdTabSaved')}>
          {saved.entries.map((entry) => (
            <ProgramCard
              key={entry.programId}
              program={{ ...entry, id: entry.programId }}
              href={programHref(matchCycleCode, entry.programId)}
              showFavorite={false}
              actions={
                <Button
                  variant="secondary"
                  onPress={() => saved.remove(entry.programId)}
                  aria-label={t('PdRemoveSavedOf', { name: entry.name })}
                >
                  {t('PdRemoveSaved')}
                </Button>
              }
            >
              <p>{t('PdSavedUntil', { date: formatDateTime(entry.expiresAt) })}</p>
            </ProgramCard>
          ))}
        </ul>
      )}
    </div>
  );
}
