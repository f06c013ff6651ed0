import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  type AltchaChallenge,
  type CaptchaChallengeResponse,
  captchaChallenge,
} from '../../../core/contracts/platform/contact.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useThemeStore } from '../../lib/theme/theme-store.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { type SolveProgress, solveWithProgress } from './altcha-solver.ts';
import { loadRecaptcha } from './recaptcha.ts';

export type CaptchaFieldProps = {
  /** The answer to send as `captcha`; '' until solved. */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | null;
  /** Change it to start over with a new challenge (after a failed send: answers are single-use). */
  resetSignal?: number;
};

type AltchaState = 'idle' | 'verifying' | 'verified' | 'failed';

function isFresh(challenge: AltchaChallenge): boolean {
  const expiresAt = challenge.parameters.expiresAt;
  // Unix seconds; keep a minute of margin for the user to finish the form.
  return expiresAt === undefined || expiresAt * 1000 - Date.now() > 60_000;
}

/** "I'm not a robot": ALTCHA proof of work by default, Google reCAPTCHA when the server says so. */
export function CaptchaField({ value, onChange, errorMessage, resetSignal = 0 }: CaptchaFieldProps) {
  const t = useT();
  const errorId = useId();
  const [config, setConfig] = useState<CaptchaChallengeResponse | null>(null);
  const [state, setState] = useState<AltchaState>('idle');
  const [progress, setProgress] = useState<SolveProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const fetchChallenge = useCallback(async () => {
    const answer = await call(captchaChallenge, {});
    setConfig(answer);
    return answer;
  }, []);

  // A new challenge on mount and on every reset.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetSignal is the trigger.
  useEffect(() => {
    controller.current?.abort();
    setState('idle');
    setProgress(null);
    onChangeRef.current('');
    fetchChallenge().catch((error) => handleError(error, { context: 'captcha challenge' }));
    return () => controller.current?.abort();
  }, [fetchChallenge, resetSignal]);

  const start = async () => {
    if (state === 'verifying' || state === 'verified') return;
    setState('verifying');
    setProgress({ attempts: 0, percent: null });
    const abort = new AbortController();
    controller.current = abort;
    try {
      let current = config;
      if (current?.provider !== 'altcha' || !isFresh(current.challenge)) current = await fetchChallenge();
      if (current.provider !== 'altcha') return;
      const answer = await solveWithProgress(current.challenge, setProgress, abort);
      if (abort.signal.aborted) return;
      if (!answer) {
        setState('failed');
        return;
      }
      setState('verified');
      onChangeRef.current(answer);
      // The challenge is spent once sent; fetch lazily next time.
      setConfig(null);
    } catch (error) {
      if (abort.signal.aborted) return;
      setState('failed');
      handleError(error, { context: 'captcha solve' });
    }
  };

  const describedBy = errorMessage ? errorId : undefined;

  if (config?.provider === 'recaptcha') {
    return (
      <div className="captcha">
        <Recaptcha
          siteKey={config.siteKey}
          onChange={onChange}
          resetSignal={resetSignal}
          describedBy={describedBy}
        />
        {errorMessage ? (
          <div id={errorId} className="field-error">
            {errorMessage}
          </div>
        ) : null}
      </div>
    );
  }

  const verified = state === 'verified' && value !== '';
  return (
    <div className="captcha" data-state={state}>
      <div className="captcha-box">
        <Checkbox
          isSelected={verified || state === 'verifying'}
          isReadOnly={state === 'verifying' || verified}
          isInvalid={Boolean(errorMessage)}
          onChange={(selected) => {
            if (selected) void start();
          }}
          aria-describedby={describedBy}
        >
          {t('NotARobot')}
        </Checkbox>
        <span className="captcha-brand" aria-hidden="true">
          ALTCHA
        </span>
      </div>
      {state === 'verifying' ? (
        <ProgressBar label={t('CaptchaVerifying')} value={progress?.percent ?? undefined} />
      ) : null}
      <div className="captcha-status" role="status">
        {verified ? t('CaptchaVerified') : state === 'failed' ? t('CaptchaFailed') : ''}
      </div>
      <div className="field-error-slot">
        {errorMessage ? (
          <div id={errorId} className="field-error">
            {errorMessage}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Recaptcha({
  siteKey,
  onChange,
  resetSignal,
  describedBy,
}: {
  siteKey: string;
  onChange: (value: string) => void;
  resetSignal: number;
  describedBy: string | undefined;
}) {
  const theme = useThemeStore((s) => s.theme);
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetSignal re-renders the widget.
  useEffect(() => {
    let cancelled = false;
    const element = host.current;
    if (!element) return;
    element.replaceChildren();
    const target = document.createElement('div');
    element.appendChild(target);
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled) return;
        grecaptcha.render(target, {
          sitekey: siteKey,
          theme,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(''),
          'error-callback': () => onChangeRef.current(''),
        });
      })
      .catch((error) => handleError(error, { context: 'recaptcha load' }));
    return () => {
      cancelled = true;
    };
  }, [siteKey, theme, resetSignal]);

  return <div ref={host} aria-describedby={describedBy} />;
}
