import {
  type MedicalSchoolDetails,
  setMedicalSchoolActivation,
} from '../../../core/contracts/medical-schools/medical-schools.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { confirm } from '../../ui/confirm-dialog.tsx';

/**
 * Activates or deactivates a school after a confirmation; the caller offers it only when the server's
 * `actions.canSwitchActivationStatus` allows. Resolves to the updated school, or null when declined or refused.
 */
export async function switchMedicalSchoolActivation(
  school: MedicalSchoolDetails,
): Promise<MedicalSchoolDetails | null> {
  const activate = !school.isActive;
  const confirmed = await confirm({
    message: t(activate ? 'MsConfirmActivate' : 'MsConfirmDeactivate', { name: school.name }),
    confirmLabel: t(activate ? 'MsActivate' : 'MsDeactivate'),
    isDanger: !activate,
  });
  if (!confirmed) return null;
  try {
    const updated = await call(setMedicalSchoolActivation, {
      params: { id: school.id },
      body: { isActive: activate },
    });
    showSuccess(t(activate ? 'MsActivated' : 'MsDeactivated'));
    return updated;
  } catch (error) {
    handleError(error, { context: 'medical school activation' });
    return null;
  }
}
