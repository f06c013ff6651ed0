/**
 * Demo information pages of two specialties (business.md §2.1 /specialty/:name/:pageId?): rich text
 * with a heading, a list and a link, so the public specialty page and the admin's pages editor show
 * real content. Keyed by (specialty code, title): the seed adds a missing page and leaves edited ones.
 */
export type SpecialtyPageSeed = { specialtyCode: string; title: string; body: string };

export const specialtyPageSeeds: SpecialtyPageSeed[] = [
  {
    specialtyCode: 'OPH',
    title: 'Applying to ophthalmology residency',
    body: [
      '<h2>Before you apply</h2>',
      '<p>Ophthalmology residents match for the PGY-2 year, so you also need a preliminary or transitional year.</p>',
      '<ul>',
      '<li>Register for the current match cycle and pay the registration fee.</li>',
      '<li>Ask three faculty members for letters of recommendation; one should be an ophthalmologist.</li>',
      '<li>Upload your personal statement and send your applications before the CAS deadline.</li>',
      '</ul>',
      '<p>See the <a href="/match-calendar">match calendar</a> for this season\'s dates.</p>',
    ].join(''),
  },
  {
    specialtyCode: 'OPH',
    title: 'Interview season',
    body: [
      '<h2>Interviews and rank lists</h2>',
      '<p>Programs invite applicants from the earliest interview invite date on.</p>',
      '<ol>',
      '<li>Accept invitations in your account; each program sets its own interview days.</li>',
      '<li>Keep within the interview limits of the match cycle.</li>',
      "<li>Certify your rank list before the applicants' rank list deadline.</li>",
      '</ol>',
      '<p>Read <a href="/about/how-match-works">how the match works</a> to see how rank lists are used.</p>',
    ].join(''),
  },
  {
    specialtyCode: 'NEU',
    title: 'Adult and child neurology tracks',
    body: [
      '<h2>Choosing a track</h2>',
      '<p>Neurology programs offer positions in two tracks; you rank each track as a separate program.</p>',
      '<ul>',
      '<li><strong>Adult Neurology</strong>: four years including the preliminary year.</li>',
      '<li><strong>Child Neurology</strong>: pediatrics training followed by three years of neurology.</li>',
      '</ul>',
      '<p>Questions? Write to the match team from the <a href="/contacts">contacts page</a>.</p>',
    ].join(''),
  },
];
