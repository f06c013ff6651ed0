/**
 * A society user sees only the specialties they are attached to (society_user_specialties). The role
 * guard lets every society user call a society route; this refuses another specialty's data with the
 * resource-level 403. Pure: the caller loads the user's specialty ids (one statement) and asks here.
 */
import { forbiddenResource } from '../errors.ts';

export function maySeeSpecialty(ownSpecialtyIds: readonly number[], specialtyId: number): boolean {
  return ownSpecialtyIds.includes(specialtyId);
}

/** Throws the resource-level 403 unless the specialty is one of the user's. */
export function assertSocietySpecialty(ownSpecialtyIds: readonly number[], specialtyId: number): void {
  if (!maySeeSpecialty(ownSpecialtyIds, specialtyId)) throw forbiddenResource();
}
