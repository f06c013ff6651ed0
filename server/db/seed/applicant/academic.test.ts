import { expect, it } from 'vitest';
import { examSectionOutputs } from '../../../../core/contracts/applicants/academic-info.contract.ts';
import { describeEachDatabase } from '../../../test-support/test-app.ts';
import { findAcademicInfo, replaceAcademicSectionAt } from '../../repositories/academic-info.repository.ts';
import { listApplicantPublications } from '../../repositories/publications.repository.ts';
import { seedApplicantAcademic } from './academic.ts';
import { demoApplicantSeed } from './seed-test-support.ts';

describeEachDatabase('seed: the demo applicant examinations and publications', (ctx) => {
  it('writes USMLE Step 1 and Step 2 CK, no ECFMG, two publications, once; the applicant’s own edits stay', async () => {
    const { db, applicantId, seedContext } = await demoApplicantSeed(ctx, 'AC');
    await seedApplicantAcademic(db, seedContext);
    await seedApplicantAcademic(db, seedContext);

    const info = await findAcademicInfo(db, applicantId);
    const usmle = examSectionOutputs.Usmle.parse(info.usmle);
    expect(usmle.step1).toMatchObject({ result: 'Pass', numberOfTimesTaken: 1 });
    expect(usmle.step2ClinicalKnowledge).toMatchObject({ threeDigitScore: '251', result: 'Pass' });
    expect(usmle.version).toBe(1);
    expect(info.ecfmg).toBeUndefined();
    const publications = await listApplicantPublications(db, applicantId);
    expect(publications.map((p) => p.type)).toEqual(['PosterPresentation', 'PeerReviewedArticlePublished']);

    // The applicant edits USMLE; seeding again leaves the edit alone.
    expect(
      await replaceAcademicSectionAt(db, applicantId, 'usmle', 1, {
        ...usmle,
        usmleNumber: 'MINE',
        version: 2,
      }),
    ).toBe(true);
    await seedApplicantAcademic(db, seedContext);
    expect(examSectionOutputs.Usmle.parse((await findAcademicInfo(db, applicantId)).usmle).usmleNumber).toBe(
      'MINE',
    );
    expect(await listApplicantPublications(db, applicantId)).toHaveLength(2);
  });
});
