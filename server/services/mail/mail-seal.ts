/**
 * Secrets in mail (issue 11): a mail's `secrets` (codes, temporary passwords, links with tokens) are
 * never stored in clear text. The outbox's `text` holds the body with each secret replaced by
 * `[hidden]`; while SMTP still has to deliver it, the full body is kept in `sealed_text`, encrypted with
 * AES-256-GCM under a key derived (HKDF-SHA-256, label `matchline mail-seal`) from the server's JWT
 * secret, and dropped once the mail is sent or has failed.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const HIDDEN_SECRET = '[hidden]';

/** `text` with every occurrence of every secret replaced by `[hidden]` (longest secrets first). */
export function redactSecrets(text: string, secrets: readonly string[] | undefined): string {
  if (!secrets || secrets.length === 0) return text;
  const ordered = [...new Set(secrets.filter((secret) => secret.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  let redacted = text;
  for (const secret of ordered) redacted = redacted.split(secret).join(HIDDEN_SECRET);
  return redacted;
}

export type MailSeal = {
  seal(text: string): string;
  open(sealed: string): string;
};

const VERSION = 'v1';

/** Seals with a key derived from `secret`; the same secret opens what it sealed (across restarts). */
export function createMailSeal(secret: string): MailSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'matchline mail-seal', 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed mail body');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
