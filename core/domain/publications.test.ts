import { describe, expect, it } from 'vitest';
import { isPubmedId, publicationTypeRules, publicationTypes } from './publications.ts';

describe('publication types', () => {
  it('has the 13 types of business.md §3.8, each with its rules', () => {
    expect(publicationTypes).toHaveLength(13);
    expect(Object.keys(publicationTypeRules).sort()).toEqual([...publicationTypes].sort());
  });

  it('only works not yet published carry a status; only peer-reviewed published ones a PubMed ID', () => {
    const withStatus = publicationTypes.filter((t) => publicationTypeRules[t].hasStatus);
    expect(withStatus).toEqual([
      'PeerReviewedArticleNotPublished',
      'PeerReviewedAbstractNotPublished',
      'PeerReviewedAbstractAndArticleNotPublished',
    ]);
    expect(publicationTypeRules.PeerReviewedArticlePublished.hasPubmedId).toBe(true);
    expect(publicationTypeRules.NonPeerReviewedOnlineArticle.hasPubmedId).toBe(false);
    expect(publicationTypes.filter((t) => publicationTypeRules[t].mayBeUpcoming)).toEqual([
      'OralPresentation',
      'PosterPresentation',
    ]);
  });

  it('PubMed IDs are up to 9 digits without a leading zero', () => {
    expect(['38123456', '1', ''].map(isPubmedId)).toEqual([true, true, true]);
    expect(['0123', '1234567890', 'PMC123'].map(isPubmedId)).toEqual([false, false, false]);
  });
});
