import nodemailer from 'nodemailer';

export type MailMessage = { from: string; to: string; subject: string; text: string; replyTo?: string };

/** Where mail leaves the process. SMTP in production; tests may inject their own. */
export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** SMTP through nodemailer, from a URL such as smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    // Fail in seconds, not the library's minutes: the outbox records the failure.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
