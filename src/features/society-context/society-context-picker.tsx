import { useT } from '../../lib/i18n/i18n.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useSelectedSociety, useSocietyContextStore } from './society-context-store.ts';

/** The specialty and match cycle the society pages show, chosen in the area header. */
export function SocietyContextPicker() {
  const t = useT();
  const context = useSocietyContextStore((s) => s.context);
  const chooseSpecialty = useSocietyContextStore((s) => s.chooseSpecialty);
  const chooseMatchCycle = useSocietyContextStore((s) => s.chooseMatchCycle);
  const { specialty, matchCycle } = useSelectedSociety();
  if (!context || context.specialties.length === 0) return null;
  return (
    <section className="society-context-bar" aria-label={t('SocietyContextLabel')}>
      <SelectField
        label={t('SocietySpecialty')}
        options={context.specialties.map((s) => ({ value: String(s.id), label: s.name }))}
        value={specialty ? String(specialty.id) : null}
        onChange={(value) => chooseSpecialty(value ? Number(value) : null)}
        placeholder={t('SocietyChooseSpecialty')}
      />
      {specialty && specialty.matchCycles.length > 0 ? (
        <SelectField
          label={t('SocietyMatchCycle')}
          options={specialty.matchCycles.map((c) => ({ value: String(c.id), label: c.name }))}
          value={matchCycle ? String(matchCycle.id) : null}
          onChange={(value) => {
            if (value) chooseMatchCycle(Number(value));
          }}
          placeholder={t('SocietyChooseMatchCycle')}
        />
      ) : null}
      {matchCycle ? <StatusBadge status={matchCycle.status} /> : null}
    </section>
  );
}
