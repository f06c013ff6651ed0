/**
 * The applicant's phones and their verification by a 6-digit code (valid one hour, five tries). The
 * code goes out through the mail outbox to the account's email until an SMS transport exists (ADR 0008).
 */
import type { Phone } from '../../../core/contracts/applicants/phones.contract.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import type { PhoneType } from '../../../core/domain/phones.ts';
import { addMs } from '../../clock.ts';
import { withTransaction } from '../../db/client.ts';
import {
  addPhoneCodeAttempt,
  deletePhoneOfUser,
  findPhoneOfUser,
  insertPhone,
  listPhonesOfUser,
  markPhoneVerified,
  type PhoneRecord,
  storePhoneCode,
  updatePhoneNumber,
} from '../../db/repositories/phones.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { conflict, identityError, notFound, unauthorized } from '../../errors.ts';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from '../auth/password-reset.service.ts';
import { limitExceeded } from '../auth/sign-in.service.ts';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from '../auth/verification-code.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

export function toPhone(row: PhoneRecord): Phone {
  return { ...row };
}

/** The code is bound to the phone as well as to the user: a code sent for one number verifies no other. */
const boundCode = (phoneId: number, code: string) => `phone:${phoneId}:${code}`;

export function createPhoneService(deps: Pick<ApplicantServiceDeps, 'db' | 'clock' | 'config' | 'mail'>) {
  const { db, clock, config, mail } = deps;
  const secret = config.jwtSecret;

  async function ownPhone(userId: string, id: number) {
    const row = await findPhoneOfUser(db, userId, id);
    // Another user's phone answers like an unknown one: ids reveal nothing.
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string): Promise<{ items: Phone[] }> {
      return { items: (await listPhonesOfUser(db, userId)).map(toPhone) };
    },

    async add(
      userId: string,
      input: { number: string; extension: string | null; type: PhoneType },
    ): Promise<Phone> {
      return toPhone(await insertPhone(db, { userId, ...input }));
    },

    async update(userId: string, id: number, input: { number: string; extension: string | null }) {
      const row = await updatePhoneNumber(db, userId, id, input);
      if (!row) throw notFound();
      return toPhone(row);
    },

    async remove(userId: string, id: number): Promise<{ ok: true }> {
      if (!(await deletePhoneOfUser(db, userId, id))) throw notFound();
      return { ok: true };
    },

    async sendCode(userId: string, phoneId: number): Promise<{ expiresAt: string }> {
      const phone = await ownPhone(userId, phoneId);
      if (phone.isVerified) throw conflict(messages.PhoneAlreadyVerified);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const code = generateVerificationCode();
      const codeExpiresAt = addMs(clock.now(), CODE_TTL_MS);
      await withTransaction(db, async (tx) => {
        await storePhoneCode(tx, phone.id, {
          codeHash: hashVerificationCode(secret, userId, boundCode(phone.id, code)),
          codeExpiresAt,
        });
        await mail.send(
          {
            to: user.email,
            subject: messages.PhoneCodeSubject,
            text: formatMessage(messages.PhoneCodeText, { number: phone.number, code }),
            secrets: [code],
          },
          tx,
        );
      });
      return { expiresAt: codeExpiresAt.toISOString() };
    },

    async verify(userId: string, phoneId: number, code: string): Promise<Phone> {
      const phone = await ownPhone(userId, phoneId);
      if (phone.isVerified) return toPhone(phone);
      const mismatch = () => identityError('CodeMismatchException', messages.CodeMismatch);
      if (!phone.codeHash || !phone.codeExpiresAt) throw mismatch();
      if (phone.codeAttempts >= MAX_CODE_ATTEMPTS) throw limitExceeded();
      if (phone.codeExpiresAt <= clock.now()) {
        throw identityError('ExpiredCodeException', messages.ExpiredCode);
      }
      if (!verificationCodeMatches(secret, userId, boundCode(phone.id, code), phone.codeHash)) {
        const attempts = await addPhoneCodeAttempt(db, phone.id);
        throw attempts >= MAX_CODE_ATTEMPTS ? limitExceeded() : mismatch();
      }
      return toPhone(await markPhoneVerified(db, phone.id));
    },
  };
}
