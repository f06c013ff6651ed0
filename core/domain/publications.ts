/**
 * Publications of the applicant (business.md §3.8 PublicationType: 13 values): the types and which of
 * our fields each type uses. The list is shown newest first (publications.repository.ts).
 */

export const publicationTypes = [
  'PeerReviewedArticlePublished',
  'PeerReviewedArticleNotPublished',
  'PeerReviewedAbstractPublished',
  'PeerReviewedAbstractNotPublished',
  'PeerReviewedAbstractAndArticlePublished',
  'PeerReviewedAbstractAndArticleNotPublished',
  'OralPresentation',
  'PosterPresentation',
  'PeerReviewedOnlineArticle',
  'NonPeerReviewedOnlineArticle',
  'OtherArticle',
  'PeerReviewedBookChapter',
  'ScientificMonograph',
] as const;
export type PublicationType = (typeof publicationTypes)[number];

/** Where a not-yet-published work stands. */
export const publicationStatuses = ['InPreparation', 'Submitted', 'Accepted'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

/** Which field names the venue: the journal, the conference, the site, the book or the publisher. */
export type VenueKind = 'Journal' | 'Conference' | 'Website' | 'Publication' | 'Book' | 'Publisher';

export type PublicationTypeRules = {
  /** A work not published yet carries a status (in preparation, submitted, accepted). */
  hasStatus: boolean;
  /** Indexed in PubMed when published in a peer-reviewed journal. */
  hasPubmedId: boolean;
  venue: VenueKind;
  /** A presentation may be scheduled; anything else is dated when it was done (not in the future). */
  mayBeUpcoming: boolean;
};

const journal = (published: boolean): PublicationTypeRules => ({
  hasStatus: !published,
  hasPubmedId: published,
  venue: 'Journal',
  mayBeUpcoming: false,
});
const presentation: PublicationTypeRules = {
  hasStatus: false,
  hasPubmedId: false,
  venue: 'Conference',
  mayBeUpcoming: true,
};
const plain = (venue: VenueKind, hasPubmedId = false): PublicationTypeRules => ({
  hasStatus: false,
  hasPubmedId,
  venue,
  mayBeUpcoming: false,
});

export const publicationTypeRules: Readonly<Record<PublicationType, PublicationTypeRules>> = {
  PeerReviewedArticlePublished: journal(true),
  PeerReviewedArticleNotPublished: journal(false),
  PeerReviewedAbstractPublished: journal(true),
  PeerReviewedAbstractNotPublished: journal(false),
  PeerReviewedAbstractAndArticlePublished: journal(true),
  PeerReviewedAbstractAndArticleNotPublished: journal(false),
  OralPresentation: presentation,
  PosterPresentation: presentation,
  PeerReviewedOnlineArticle: plain('Website', true),
  NonPeerReviewedOnlineArticle: plain('Website'),
  OtherArticle: plain('Publication'),
  PeerReviewedBookChapter: plain('Book'),
  ScientificMonograph: plain('Publisher'),
};

/** A PubMed id (PMID) is a positive whole number of up to 9 digits. */
export function isPubmedId(value: string): boolean {
  return value === '' || /^[1-9]\d{0,8}$/.test(value);
}
