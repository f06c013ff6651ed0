/**
 * Applicant sign-up (platform.md §3 sign-up result), registration for a match cycle with its fee
 * invoice (mailed with its payment link), and the applicant's cycle context.
 */
import type { ApplicantCycleRegistration } from '../../../core/contracts/applicants/applicant-context.contract.ts';
import type {
  OpenMatchCycle,
  RegistrationResult,
  SignUpApplicantInput,
  SignUpResult,
} from '../../../core/contracts/match-cycles/applicant-registration.contract.ts';
import { matchCycleAccess } from '../../../core/domain/match-cycle-access.ts';
import { messages } from '../../../core/domain/messages.ts';
import { phoneTypes } from '../../../core/domain/phones.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  insertApplicant,
  insertRegistration,
  listOpenCycles,
  listRegistrations,
  type RegistrationRow,
} from '../../db/repositories/applicant-registration.repository.ts';
import { findCycleById } from '../../db/repositories/applicants.repository.ts';
import { insertPhone } from '../../db/repositories/phones.repository.ts';
import { deleteUnconfirmedUser } from '../../db/repositories/unconfirmed-users.repository.ts';
import { findUserByEmail, findUserById, insertUser } from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { type AppError, conflict, forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import type { ApplicantServiceDeps } from '../applicants/applicant-deps.ts';
import { createContactInfoService } from '../applicants/contact-info.service.ts';
import { createPhoneService, toPhone } from '../applicants/phones.service.ts';
import { hashPassword } from '../auth/password.ts';
import { requireCaptcha } from '../captcha/captcha.service.ts';

export const REGISTRATION_INVOICE_KIND = 'ApplicantRegistration';

/**
 * Matchline ids of signed-up applicants: 'ML-' and seven digits from the row id, so they never meet
 * the six-digit ids of the demo data (ML-100001…) and need no retry on a clash.
 */
export const signedUpApplicantCode = (id: number) => `ML-${1_000_000 + id}`;

type CycleRefusal = (message: string) => AppError | ValidationFailure;

export function createApplicantRegistrationService(deps: ApplicantServiceDeps) {
  const { db, clock, captcha, access, emailConfirmation, invoices } = deps;

  /**
   * The registration row and, for a paid cycle, its Unpaid invoice, in the caller's transaction: a
   * second registration rolls the invoice back with it.
   */
  async function registerInTransaction(
    tx: DbExecutor,
    applicant: { id: number; userId: string; email: string },
    matchCycleId: number,
    refuse: CycleRefusal,
  ): Promise<RegistrationResult> {
    const cycle = await findCycleById(tx, matchCycleId);
    if (!cycle) throw refuse(messages.NotFound);
    if (cycle.status !== 'Active') throw refuse(messages.MatchCycleNotOpenForRegistration);
    const invoice =
      cycle.registrationFeeCents > 0
        ? await invoices.issue(tx, {
            userId: applicant.userId,
            matchCycleId: cycle.id,
            kind: REGISTRATION_INVOICE_KIND,
            description: `Registration for ${cycle.name}`,
            amountCents: cycle.registrationFeeCents,
            mailTo: applicant.email,
          })
        : null;
    const created = await insertRegistration(tx, {
      applicantId: applicant.id,
      matchCycleId: cycle.id,
      invoiceId: invoice?.id ?? null,
      registeredAt: clock.now(),
    });
    if (!created) throw conflict(messages.AlreadyRegisteredForCycle);
    return { matchCycleCode: cycle.code, invoiceId: invoice?.id ?? null, amount: invoice?.amountCents ?? 0 };
  }

  function toRegistration(row: RegistrationRow): ApplicantCycleRegistration {
    const isPaymentPending = row.invoiceStatus === 'Unpaid';
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return {
      matchCycleId: row.matchCycleId,
      matchCycleCode: row.matchCycleCode,
      name: row.name,
      specialtyId: row.specialtyId,
      specialtyName: row.specialtyName,
      status: row.status,
      hasCas: row.hasCas,
      isReadOnly: matchCycleAccess({ status: row.status, matchDate: row.matchDate }, clock.now()).isReadOnly,
      isPaymentPending,
      invoiceId: row.invoiceId,
      amountDueCents: isPaymentPending ? (row.invoiceAmountCents ?? 0) : 0,
      registeredAt: row.registeredAt.toISOString(),
      dates: {
        registrationDate: iso(row.registrationDate),
        casDeadlineDate: row.casDeadlineDate,
        earliestApplicationDeadlineDate: iso(row.earliestApplicationDeadlineDate),
        applicantsRankListDeadlineDate: iso(row.applicantsRankListDeadlineDate),
        matchDate: iso(row.matchDate),
      },
    };
  }

  return {
    phones: createPhoneService(deps),
    contactInfo: createContactInfoService(deps),

    async signUp(input: SignUpApplicantInput, remoteIp: string): Promise<SignUpResult> {
      await requireCaptcha(captcha, input.captcha, remoteIp, messages.RecaptchaIsRequiredDot);
      const passwordHash = await hashPassword(input.password);
      try {
        return await withTransaction(db, async (tx) => {
          const existing = await findUserByEmail(tx, input.email);
          // An account that never proved the address is no one's yet: a new sign-up replaces it.
          if (existing && !(await deleteUnconfirmedUser(tx, existing.id)))
            throw conflict(messages.EmailTaken);
          // Unconfirmed until the owner uses the mailed code or link (issue 11): no sign-in before.
          const user = await insertUser(tx, {
            email: input.email,
            passwordHash,
            status: 'ConfirmationRequired',
            emailVerified: false,
            roles: ['Applicant'],
            firstName: input.firstName,
            lastName: input.lastName,
            middleName: input.middleName ?? null,
            salutation: input.salutation ?? null,
          });
          const created = await insertApplicant(tx, user.id, signedUpApplicantCode);
          const applicant = { id: created.id, userId: user.id, email: user.email };
          const phone = await insertPhone(tx, {
            userId: user.id,
            number: input.phoneNumber,
            extension: null,
            type: phoneTypes.Cell,
          });
          const registration = input.matchCycleId
            ? await registerInTransaction(
                tx,
                applicant,
                input.matchCycleId,
                (message) => new ValidationFailure({ matchCycleId: [message] }),
              )
            : null;
          await emailConfirmation.issue(user, tx);
          const { id, number, isVerified } = toPhone(phone);
          return {
            amount: registration?.amount ?? 0,
            invoiceIds: registration?.invoiceId ? [registration.invoiceId] : [],
            applicantId: created.id,
            phoneNumber: { id, number, isVerified },
          };
        });
      } catch (error) {
        // Two sign-ups with one email at once: the unique key decides, the loser hears why.
        if (isUniqueViolation(error)) throw conflict(messages.EmailTaken);
        throw error;
      }
    },

    async openCycles(): Promise<{ items: OpenMatchCycle[] }> {
      return { items: await listOpenCycles(db) };
    },

    async registrableCycles(userId: string): Promise<{ items: OpenMatchCycle[] }> {
      const applicant = await access.applicantOf(userId);
      return { items: await listOpenCycles(db, applicant.id) };
    },

    async register(userId: string, matchCycleId: number): Promise<RegistrationResult> {
      const applicant = await access.applicantOf(userId);
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      return withTransaction(db, (tx) =>
        registerInTransaction(tx, { ...applicant, email: user.email }, matchCycleId, (message) =>
          message === messages.NotFound ? notFound() : conflict(message),
        ),
      );
    },

    async context(userId: string) {
      const applicant = await access.applicantOf(userId);
      const user = await findUserById(db, userId);
      const rows = await listRegistrations(db, applicant.id);
      return {
        applicantId: applicant.id,
        applicantCode: applicant.code,
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        registrations: rows.map(toRegistration),
      };
    },

    async cycle(userId: string, matchCycleCode: string): Promise<ApplicantCycleRegistration> {
      const { applicant, cycle, registration } = await access.inCycle(userId, { code: matchCycleCode });
      if (!registration) throw forbiddenResource();
      const [row] = await listRegistrations(db, applicant.id, cycle.id);
      if (!row) throw forbiddenResource();
      return toRegistration(row);
    },
  };
}
