/**
 * The applicant's current and permanent address, kept in `applicant_profiles.addresses` as
 * `[{kind:'Current',…}, {kind:'Permanent',…}]` (no permanent entry: the same as the current one).
 */
import type {
  ContactAddress,
  ContactAddressInput,
  ContactInfo,
} from '../../../core/contracts/applicants/contact-info.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { ensureApplicantProfile } from '../../db/repositories/applicant-profiles.repository.ts';
import { updateProfileAddressesAt } from '../../db/repositories/applicant-registration.repository.ts';
import { StaleWrite, ValidationFailure } from '../../errors.ts';
import { checkAddress } from '../reference-data/address-check.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

type StoredAddress = ContactAddress & { kind: 'Current' | 'Permanent' };

function readAddress(stored: Record<string, unknown>[], kind: StoredAddress['kind']): ContactAddress | null {
  const found = stored.find((a) => a.kind === kind);
  if (!found) return null;
  const text = (key: string) => (typeof found[key] === 'string' ? (found[key] as string) : null);
  const id = (key: string) => (typeof found[key] === 'number' ? (found[key] as number) : null);
  return {
    addressLine: text('addressLine') ?? '',
    addressLine2: text('addressLine2'),
    city: text('city') ?? '',
    countryId: id('countryId') ?? 0,
    stateId: id('stateId'),
    zip: text('zip'),
  };
}

function toContactInfo(row: { addresses: Record<string, unknown>[]; version: number }): ContactInfo {
  return {
    current: readAddress(row.addresses, 'Current'),
    permanent: readAddress(row.addresses, 'Permanent'),
    version: row.version,
  };
}

export function createContactInfoService(deps: Pick<ApplicantServiceDeps, 'db' | 'clock' | 'access'>) {
  const { db, clock, access } = deps;

  return {
    async get(userId: string): Promise<ContactInfo> {
      const applicant = await access.applicantOf(userId);
      return toContactInfo(await ensureApplicantProfile(db, applicant.id));
    },

    async save(
      userId: string,
      input: { current: ContactAddressInput; permanent: ContactAddressInput | null; version: number },
    ): Promise<ContactInfo> {
      const applicant = await access.applicantOf(userId);
      // Country and state rules of the catalogue, each address's messages under its own prefix.
      const problems: Record<string, string[]> = {};
      for (const [prefix, address] of [
        ['current', input.current],
        ['permanent', input.permanent],
      ] as const) {
        if (!address) continue;
        for (const [field, list] of Object.entries(await checkAddress(db, address)))
          problems[`${prefix}.${field}`] = list;
      }
      if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
      await ensureApplicantProfile(db, applicant.id);
      const addresses: StoredAddress[] = [{ kind: 'Current', ...input.current }];
      if (input.permanent) addresses.push({ kind: 'Permanent', ...input.permanent });
      const saved = await updateProfileAddressesAt(db, applicant.id, input.version, addresses, clock.now());
      if (!saved) {
        // Changed elsewhere meanwhile: the outbox shows the stored addresses beside the edit.
        throw new StaleWrite(
          messages.ProfileChangedMeanwhile,
          toContactInfo(await ensureApplicantProfile(db, applicant.id)),
        );
      }
      return toContactInfo(saved);
    },
  };
}
