import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useFavorite } from './use-favorite.ts';
import './program-directory.css';

export type ProgramCardProgram = {
  id: number;
  name: string;
  institutionName: string | null;
  city: string | null;
  stateName: string | null;
  positions?: number;
  applicationStatus?: string | null;
  isSignaled?: boolean;
  isFavorite?: boolean;
};

export const programPlace = (p: { city: string | null; stateName: string | null }) =>
  [p.city, p.stateName].filter(Boolean).join(', ');

export type ProgramCardProps = {
  program: ProgramCardProgram;
  href: string;
  /** Save for later on this device; left out where the card already lists saved programs. */
  saved?: { isSaved: boolean; onChange: (isSaved: boolean) => void };
  /** Shown with the favorite toggle when the program's favorite mark is known. */
  showFavorite?: boolean;
  /** More lines (a status date, the expiry of a saved entry). */
  children?: ReactNode;
  /** Further actions beside the toggles. */
  actions?: ReactNode;
};

function FavoriteToggle({ programId, name, initial }: { programId: number; name: string; initial: boolean }) {
  const t = useT();
  const favorite = useFavorite(programId, initial);
  return (
    <ToggleButton
      className="btn btn-secondary program-toggle"
      isSelected={favorite.isFavorite}
      onChange={(next) => void favorite.toggle(next)}
      aria-label={t('PdFavoriteOf', { name })}
    >
      <span aria-hidden="true">{favorite.isFavorite ? '★ ' : '☆ '}</span>
      {t('PdFavorite')}
    </ToggleButton>
  );
}

/** One program in a list, phone-first: name, institution, place, positions, the applicant's marks. */
export function ProgramCard({
  program,
  href,
  saved,
  showFavorite = true,
  children,
  actions,
}: ProgramCardProps) {
  const t = useT();
  const place = programPlace(program);
  return (
    <li className="card program-card">
      <h3>
        <Link href={href}>{program.name}</Link>
      </h3>
      {program.institutionName || place ? (
        <p>{[program.institutionName, place].filter(Boolean).join(' · ')}</p>
      ) : null}
      {program.positions === undefined ? null : <p>{t('PdPositions', { count: program.positions })}</p>}
      {program.applicationStatus || program.isSignaled ? (
        <p className="program-card-marks">
          {program.applicationStatus ? <StatusBadge status={program.applicationStatus} /> : null}
          {program.isSignaled ? <StatusBadge status="Signaled" tone="info" label={t('PdSignaled')} /> : null}
        </p>
      ) : null}
      {children}
      <div className="program-card-actions">
        {showFavorite && program.isFavorite !== undefined ? (
          <FavoriteToggle programId={program.id} name={program.name} initial={program.isFavorite} />
        ) : null}
        {saved ? (
          <ToggleButton
            className="btn btn-secondary program-toggle"
            isSelected={saved.isSaved}
            onChange={saved.onChange}
            aria-label={t('PdSaveForLaterOf', { name: program.name })}
          >
            {t('PdSaveForLater')}
          </ToggleButton>
        ) : null}
        {actions}
      </div>
    </li>
  );
}
