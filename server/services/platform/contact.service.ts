import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertContactMessage } from '../../db/repositories/contact-messages.repository.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import type { MailService } from '../mail/mail.service.ts';

export type ContactInput = {
  name: string;
  email: string;
  matchlineId?: string | null | undefined;
  subject: string;
  text: string;
  captcha: string;
};

export type ContactService = ReturnType<typeof createContactService>;

/** Contact Us: kept in contact_messages and mailed to support, after the captcha. */
export function createContactService(deps: {
  db: DbExecutor;
  captcha: CaptchaService;
  mail: MailService;
  supportEmail: string;
}) {
  return {
    async send(input: ContactInput, remoteIp: string): Promise<void> {
      await requireCaptcha(deps.captcha, input.captcha, remoteIp, messages.RecaptchaIsRequired);
      const matchlineId = input.matchlineId?.trim() || null;
      await insertContactMessage(deps.db, {
        name: input.name,
        email: input.email,
        matchlineId,
        subject: input.subject,
        text: input.text,
      });
      await deps.mail.send({
        to: deps.supportEmail,
        replyTo: input.email,
        subject: `Contact Us: ${input.subject}`,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Matchline ID: ${matchlineId ?? '(not given)'}`,
          `Subject: ${input.subject}`,
          '',
          input.text,
        ].join('\n'),
      });
    },
  };
}
