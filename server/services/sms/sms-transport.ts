/**
 * Where SMS leave the process: Twilio's REST API (Messages resource) over fetch when TWILIO_* are
 * configured. A failure says whether trying again may help (network errors, 429 and 5xx do; a
 * refused number does not).
 */

export type SmsMessage = { to: string; text: string };

export type SmsTransport = {
  /** Resolves with the provider's message id; throws SmsDeliveryError. */
  send(message: SmsMessage): Promise<{ providerId: string | null }>;
};

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * A stored phone number (7 to 20 digits with separators, platform.md §5) in the E.164 form Twilio
 * takes: kept when it starts with '+', otherwise North American (the service's home) when it has
 * 10 digits, or 11 starting with 1.
 */
export function toE164(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiUrl: string };

const TIMEOUT_MS = 10_000;

export function createTwilioTransport(
  settings: TwilioSettings,
  fetchImpl: typeof fetch = fetch,
): SmsTransport {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const form = new URLSearchParams({ To: toE164(message.to), Body: message.text });
      // A messaging service SID (MG…) lets Twilio pick the sender; otherwise From is our number.
      if (settings.from.startsWith('MG')) form.set('MessagingServiceSid', settings.from);
      else form.set('From', settings.from);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError(
          `Twilio unreachable: ${error instanceof Error ? error.message : String(error)}`,
          true,
        );
      }
      const answer = (await response.json().catch(() => null)) as {
        sid?: string;
        code?: number;
        message?: string;
      } | null;
      if (response.ok) return { providerId: answer?.sid ?? null };
      const detail = answer?.message ? `${answer.message}${answer.code ? ` (${answer.code})` : ''}` : '';
      throw new SmsDeliveryError(
        `Twilio answered ${response.status}${detail ? `: ${detail}` : ''}`,
        response.status === 429 || response.status >= 500,
      );
    },
  };
}
