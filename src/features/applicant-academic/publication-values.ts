/** Form values of a publication (business.md §3.8) and the checks the server makes too. */
import type {
  Publication,
  PublicationInput,
} from '../../../core/contracts/applicants/publications.contract.ts';
import { isNotInFuture } from '../../../core/domain/exams.ts';
import type { MessageKey } from '../../../core/domain/messages.ts';
import {
  isPubmedId,
  type PublicationType,
  publicationTypeRules,
  type VenueKind,
} from '../../../core/domain/publications.ts';
import { isValidUrl } from '../../../core/domain/validation.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';

export type PublicationValues = {
  type: PublicationType | '';
  title: string;
  authors: string;
  venue: string;
  date: string;
  status: string;
  url: string;
  pubmedId: string;
};

export const emptyPublication: PublicationValues = {
  type: '',
  title: '',
  authors: '',
  venue: '',
  date: '',
  status: '',
  url: '',
  pubmedId: '',
};

export function publicationValuesOf(p: Publication): PublicationValues {
  return {
    type: p.type,
    title: p.title,
    authors: p.authors,
    venue: p.venue ?? '',
    date: p.date ?? '',
    status: p.status ?? '',
    url: p.url ?? '',
    pubmedId: p.pubmedId ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

export function publicationBodyOf(values: PublicationValues): PublicationInput {
  const rules = values.type ? publicationTypeRules[values.type] : null;
  return {
    type: values.type as PublicationType,
    title: values.title,
    authors: values.authors,
    venue: orNull(values.venue),
    date: orNull(values.date),
    status: rules?.hasStatus ? (orNull(values.status) as PublicationInput['status']) : null,
    url: orNull(values.url),
    pubmedId: rules?.hasPubmedId ? orNull(values.pubmedId) : null,
  };
}

/** Catalogue keys per field; `today` is the Pacific date. */
export function validatePublication(
  values: PublicationValues,
  today: string,
): Partial<Record<keyof PublicationValues, MessageKey>> {
  const messages: Partial<Record<keyof PublicationValues, MessageKey>> = {};
  const rules = values.type ? publicationTypeRules[values.type] : null;
  if (!rules) messages.type = 'SelectPublicationType';
  if (!values.title.trim()) messages.title = 'PublicationTitleIsRequired';
  if (!values.authors.trim()) messages.authors = 'AuthorsAreRequired';
  if (!isValidUrl(values.url.trim())) messages.url = 'InvalidUrl';
  if (rules?.hasPubmedId && !isPubmedId(values.pubmedId.trim())) messages.pubmedId = 'InvalidPubmedId';
  if (rules?.hasStatus && !values.status) messages.status = 'SelectPublicationStatus';
  if (rules && !rules.mayBeUpcoming && !isNotInFuture(values.date, today)) messages.date = 'DateNotInFuture';
  return messages;
}

export const venueLabels: Readonly<Record<VenueKind, TranslationKey>> = {
  Journal: 'AcVenueJournal',
  Conference: 'AcVenueConference',
  Website: 'AcVenueWebsite',
  Publication: 'AcVenuePublication',
  Book: 'AcVenueBook',
  Publisher: 'AcVenuePublisher',
};

export const publicationTypeLabels: Readonly<Record<PublicationType, TranslationKey>> = {
  PeerReviewedArticlePublished: 'AcPubArticlePublished',
  PeerReviewedArticleNotPublished: 'AcPubArticleNotPublished',
  PeerReviewedAbstractPublished: 'AcPubAbstractPublished',
  PeerReviewedAbstractNotPublished: 'AcPubAbstractNotPublished',
  PeerReviewedAbstractAndArticlePublished: 'AcPubAbstractAndArticlePublished',
  PeerReviewedAbstractAndArticleNotPublished: 'AcPubAbstractAndArticleNotPublished',
  OralPresentation: 'AcPubOralPresentation',
  PosterPresentation: 'AcPubPosterPresentation',
  PeerReviewedOnlineArticle: 'AcPubPeerReviewedOnline',
  NonPeerReviewedOnlineArticle: 'AcPubNonPeerReviewedOnline',
  OtherArticle: 'AcPubOtherArticle',
  PeerReviewedBookChapter: 'AcPubBookChapter',
  ScientificMonograph: 'AcPubMonograph',
};

export const publicationStatusLabels: Readonly<Record<string, TranslationKey>> = {
  InPreparation: 'AcPubStatusInPreparation',
  Submitted: 'AcPubStatusSubmitted',
  Accepted: 'AcPubStatusAccepted',
};
