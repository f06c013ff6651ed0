import type { FastifyInstance } from 'fastify';
import {
  getApplicantContext,
  getApplicantCycle,
} from '../../../core/contracts/applicants/applicant-context.contract.ts';
import { getContactInfo, saveContactInfo } from '../../../core/contracts/applicants/contact-info.contract.ts';
import {
  addPhone,
  deletePhone,
  listPhones,
  sendPhoneVerificationCode,
  updatePhone,
  verifyPhone,
} from '../../../core/contracts/applicants/phones.contract.ts';
import {
  listOpenMatchCycles,
  listRegistrableMatchCycles,
  registerForMatchCycle,
  signUpApplicant,
} from '../../../core/contracts/match-cycles/applicant-registration.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Applicant sign-up, phones, registration for a match cycle, the cycle context. */
export function registerApplicantRegistrationRoutes(
  app: FastifyInstance,
  services: Services,
  config: Config,
): void {
  const registration = services.applicantRegistration;
  const phones = registration.phones;

  // An anonymous write behind a captcha, limited like the other public forms.
  defineRoute(app, signUpApplicant, async ({ body, request }) => registration.signUp(body, request.ip), {
    rateLimit: config.rateLimits.contact,
  });
  defineRoute(app, listOpenMatchCycles, async () => registration.openCycles());
  defineRoute(app, listRegistrableMatchCycles, async (ctx) =>
    registration.registrableCycles(signedIn(ctx).userId),
  );
  defineRoute(app, registerForMatchCycle, async (ctx) =>
    registration.register(signedIn(ctx).userId, ctx.params.matchCycleId),
  );
  defineRoute(app, getApplicantContext, async (ctx) => registration.context(signedIn(ctx).userId));
  defineRoute(app, getApplicantCycle, async (ctx) =>
    registration.cycle(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );

  defineRoute(app, listPhones, async (ctx) => phones.list(signedIn(ctx).userId));
  defineRoute(app, addPhone, async (ctx) => phones.add(signedIn(ctx).userId, ctx.body));
  defineRoute(app, updatePhone, async (ctx) => phones.update(signedIn(ctx).userId, ctx.params.id, ctx.body));
  defineRoute(app, deletePhone, async (ctx) => phones.remove(signedIn(ctx).userId, ctx.params.id));
  // Each send is a message to the user: limited like password-reset codes.
  defineRoute(
    app,
    sendPhoneVerificationCode,
    async (ctx) => phones.sendCode(signedIn(ctx).userId, ctx.body.phoneNumberId),
    { rateLimit: config.rateLimits.passwordReset },
  );
  defineRoute(app, verifyPhone, async (ctx) =>
    phones.verify(signedIn(ctx).userId, ctx.body.phoneNumberId, ctx.body.code),
  );

  const contactInfo = registration.contactInfo;
  defineRoute(app, getContactInfo, async (ctx) => contactInfo.get(signedIn(ctx).userId));
  defineRoute(app, saveContactInfo, async (ctx) => contactInfo.save(signedIn(ctx).userId, ctx.body));
}
