import { describe, expect, it } from 'vitest';
import { listBodyOf, recordBodyOf, recordValuesOf, validateList, validateRecord } from './exam-values.ts';
import { emptyPublication, publicationBodyOf, validatePublication } from './publication-values.ts';

const today = '2026-11-22';
const step = {
  numberOfTimesTaken: null,
  threeDigitScore: null,
  twoDigitScore: null,
  date: null,
  result: null,
};

describe('examination form values', () => {
  it('flattens a section by field path and nests it back, empty as null', () => {
    const values = recordValuesOf('Usmle', {
      usmleNumber: 'U1',
      step1: { ...step, threeDigitScore: '245', result: 'Pass' },
      step2ClinicalKnowledge: step,
      step2ClinicalSkills: { status: 'NotYetTaken' },
      step3: step,
      usmleExpectations: { examDate: null, scoreDate: null, freeText: null },
      version: 2,
    });
    expect(values).toMatchObject({
      version: '2',
      usmleNumber: 'U1',
      'step1.threeDigitScore': '245',
      'step3.date': '',
    });
    expect(recordBodyOf('Usmle', values)).toMatchObject({
      version: 2,
      usmleNumber: 'U1',
      step1: { threeDigitScore: '245', result: 'Pass', date: null },
      step2ClinicalSkills: { status: 'NotYetTaken' },
    });
  });

  it('checks digits, numbers and taken dates with the catalogue keys', () => {
    expect(
      validateRecord(
        'Usmle',
        {
          'step1.threeDigitScore': '24',
          'step1.twoDigitScore': '100',
          'step1.numberOfTimesTaken': 'x',
          'step1.date': '2026-11-23',
          'usmleExpectations.examDate': '2027-01-01',
        },
        today,
      ),
    ).toEqual({
      'step1.threeDigitScore': 'ThreeDigitNumber',
      'step1.twoDigitScore': 'TwoDigitNumber',
      'step1.numberOfTimesTaken': 'MustBeNumber',
      'step1.date': 'DateNotInFuture',
    });
    expect(validateRecord('Comlex', { 'level1.score': '6a' }, today)).toEqual({
      'level1.score': 'MustBeNumber',
    });
  });

  it('list rows: required names, years as numbers not after this year', () => {
    const values = { version: 1, items: [{ boardName: '', certifiedYear: '2027', expirationDate: '' }] };
    expect(validateList('BoardCertification', values, today)).toEqual({
      'items.0.boardName': 'BoardNameIsRequired',
      'items.0.certifiedYear': 'DateNotInFuture',
    });
    values.items[0]!.boardName = 'ABO';
    expect(validateList('BoardCertification', values, today)).toEqual({
      'items.0.certifiedYear': 'DateNotInFuture',
    });
    values.items[0]!.certifiedYear = '2020';
    expect(listBodyOf('BoardCertification', values)).toEqual({
      version: 1,
      items: [{ boardName: 'ABO', certifiedYear: 2020, expirationDate: null }],
    });
  });
});

describe('publication form values', () => {
  it('asks for status only for works not yet published; presentations may be upcoming', () => {
    const base = { ...emptyPublication, title: 'T', authors: 'A' };
    expect(validatePublication({ ...base, type: 'PeerReviewedArticleNotPublished' }, today)).toEqual({
      status: 'SelectPublicationStatus',
    });
    expect(validatePublication({ ...base, type: 'OralPresentation', date: '2027-03-01' }, today)).toEqual({});
    expect(validatePublication({ ...base, type: 'OtherArticle', date: '2027-03-01' }, today)).toEqual({
      date: 'DateNotInFuture',
    });
    expect(
      publicationBodyOf({ ...base, type: 'OtherArticle', pubmedId: '1', status: 'Submitted' }),
    ).toMatchObject({
      pubmedId: null,
      status: null,
    });
  });
});
