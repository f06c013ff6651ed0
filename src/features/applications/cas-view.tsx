import type { ReactNode } from 'react';
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import { casSectionHref } from '../../../core/domain/cas-completeness.ts';
import { formatPlainDate } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { Link } from '../../ui/link.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

export type CasViewProps = {
  cas: Cas;
  /** Applicants get links to the sections where missing items are filled in; admins do not. */
  linkSections: boolean;
};

const dateOrNull = (value: string | null) => (value ? formatPlainDate(value) : null);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card stack" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A list of lines, or 'Nothing entered.' */
function Lines({ items }: { items: readonly ReactNode[] }) {
  const t = useT();
  if (items.length === 0) return <p>{t('CasNothing')}</p>;
  return (
    <ul>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only lines in a fixed order
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The completeness check: what is missing, each item linked to its section when asked. */
export function CasCompleteness({ cas, linkSections }: CasViewProps) {
  const t = useT();
  if (cas.isComplete) {
    return (
      <p className="notice tone-success" role="status">
        {t('CasComplete')}
      </p>
    );
  }
  return (
    <div className="notice tone-warning stack" role="status">
      <p>{linkSections ? t('CasIncomplete') : t('CasIncompleteAdmin')}</p>
      <ul>
        {cas.missing.map((item) => (
          <li key={item.key}>
            {linkSections ? (
              <Link href={casSectionHref(item.section, cas.matchCycleCode)}>{item.label}</Link>
            ) : (
              item.label
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The assembled central application, section by section (the applicant's CAS page and the admin CAS form). */
export function CasView({ cas, linkSections }: CasViewProps) {
  const t = useT();
  const p = cas.personal;
  const name = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  const range = (from: string | null, to: string | null) =>
    `${dateOrNull(from) ?? '?'} – ${dateOrNull(to) ?? t('CasPresent')}`;
  return (
    <div className="stack">
      <CasCompleteness cas={cas} linkSections={linkSections} />
      <Section title={t('CasPersonal')}>
        {p.photoUrl ? <img src={p.photoUrl} alt={t('CasPhoto', { name })} width={96} height={96} /> : null}
        <DetailsList
          rows={(
            [
              ['CasName', name],
              ['AaCode', cas.applicantCode],
              ['CasEmail', p.email],
              ['CasDateOfBirth', dateOrNull(p.dateOfBirth)],
              ['CasGender', p.gender],
              ['CasCitizenship', p.citizenship],
            ] as const
          ).map(([label, value]) => [label, value || t('NotSet')] as const)}
        />
      </Section>
      <Section title={t('CasContact')}>
        <Lines
          items={[
            ...cas.addresses.map((a) => `${a.label}: ${a.value}`),
            ...cas.phones.map(
              (ph) => `${ph.type}: ${ph.number}${ph.isVerified ? ` (${t('CasVerified')})` : ''}`,
            ),
          ]}
        />
      </Section>
      <Section title={t('CasEducation')}>
        <Lines items={cas.educations.map((e) => `${e.type}: ${e.name}, ${range(e.from, e.to)}`)} />
      </Section>
      <Section title={t('CasEmployment')}>
        <Lines items={cas.employments.map((e) => `${e.position}, ${e.employer}, ${range(e.from, e.to)}`)} />
      </Section>
      <Section title={t('CasExaminations')}>
        <Lines items={cas.examinations.map((e) => `${e.label}: ${e.value}`)} />
      </Section>
      <Section title={t('CasPublications')}>
        <Lines items={cas.publications.map((pub) => `${pub.title} (${pub.type})`)} />
      </Section>
      <Section title={t('CasHobbies')}>
        <p className="preserve-lines">{cas.hobbiesAndInterests || t('CasNothing')}</p>
      </Section>
      <Section title={t('CasDocuments')}>
        <Lines items={cas.documents.map((d) => `${d.title} (${d.documentType})`)} />
      </Section>
      <Section title={t('CasStatements')}>
        <Lines items={cas.personalStatements.map((s) => s.title)} />
      </Section>
      <Section title={t('CasLetters')}>
        <Lines
          items={cas.letters.map((l) => (
            <>
              {l.writerName} <StatusBadge status={l.status} />
            </>
          ))}
        />
      </Section>
    </div>
  );
}
