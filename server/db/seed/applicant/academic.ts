import type { ExamSection } from '../../../../core/contracts/applicants/academic-info.contract.ts';
import { examSectionKeys } from '../../../../core/domain/exams.ts';
import type { DbExecutor } from '../../client.ts';
import { replaceAcademicSectionAt } from '../../repositories/academic-info.repository.ts';
import { findApplicantByUserId } from '../../repositories/applicants.repository.ts';
import { insertPublication, listApplicantPublications } from '../../repositories/publications.repository.ts';
import { demoUsers } from '../people.ts';
import type { ApplicantSeedContext } from './context.ts';

const noStep = {
  numberOfTimesTaken: null,
  threeDigitScore: null,
  twoDigitScore: null,
  date: null,
  result: null,
};

/**
 * ACADEMIC: the demo applicant's examinations and publications. Idempotent: the USMLE section is
 * written only while it was never saved (an applicant's own edits stay), publications only when the
 * applicant has none. No ECFMG entry: the demo applicant is a US graduate.
 */
export async function seedApplicantAcademic(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const userId = ctx.userIds.get(demoUsers.applicant.email);
  if (!userId) return;
  const applicant = await findApplicantByUserId(tx, userId);
  if (!applicant) return;
  const year = ctx.season - 1;
  const usmle: ExamSection<'Usmle'> = {
    usmleNumber: '5-123-456-7',
    step1: {
      numberOfTimesTaken: 1,
      threeDigitScore: null,
      twoDigitScore: null,
      date: `${year - 2}-06-14`,
      result: 'Pass',
    },
    step2ClinicalKnowledge: {
      numberOfTimesTaken: 1,
      threeDigitScore: '251',
      twoDigitScore: '99',
      date: `${year - 1}-08-02`,
      result: 'Pass',
    },
    step2ClinicalSkills: { status: null },
    step3: noStep,
    usmleExpectations: { examDate: null, scoreDate: null, freeText: null },
    version: 1,
  };
  await replaceAcademicSectionAt(tx, applicant.id, examSectionKeys.Usmle, 0, usmle);
  if ((await listApplicantPublications(tx, applicant.id)).length > 0) return;
  await insertPublication(
    tx,
    applicant.id,
    {
      type: 'PeerReviewedArticlePublished',
      title: 'Outcomes of early vitrectomy in diabetic vitreous hemorrhage: a retrospective cohort',
      details: {
        authors: `${demoUsers.applicant.lastName} ${demoUsers.applicant.firstName.charAt(0)}, Okafor N, Lindqvist E`,
        venue: 'Journal of Retinal Surgery',
        date: `${year - 1}-03-15`,
        url: 'https://journals.example.org/jrs/early-vitrectomy',
        pubmedId: '38123456',
      },
    },
    ctx.now,
  );
  await insertPublication(
    tx,
    applicant.id,
    {
      type: 'PosterPresentation',
      title: 'Teleophthalmology screening uptake in rural primary care clinics',
      details: {
        authors: `${demoUsers.applicant.lastName} ${demoUsers.applicant.firstName.charAt(0)}, Park J`,
        venue: 'Annual Meeting of the Association for Research in Vision',
        date: `${year}-05-06`,
      },
    },
    ctx.now,
  );
}
