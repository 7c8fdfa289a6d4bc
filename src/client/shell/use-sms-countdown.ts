import { useCallback, useEffect, useState } from 'react';
import { secondsLeft, SMS_COUNTDOWN_SECONDS } from './sms-countdown.ts';

export interface SmsCountdown {
  /** Seconds left; 0 when a code may be asked for. */
  seconds: number;
  /** Starts (or restarts) the countdown. */
  start(): void;
}

/**
 * The resend countdown. It follows a deadline rather than counting ticks, so that a throttled background
 * tab still shows the right number when it comes back.
 */
export function useSmsCountdown(total = SMS_COUNTDOWN_SECONDS): SmsCountdown {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) {
        clearInterval(timer);
        setDeadline(0);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + total * 1000);
  }, [total]);

  return { seconds: deadline ? secondsLeft(deadline, now) : 0, start };
}
