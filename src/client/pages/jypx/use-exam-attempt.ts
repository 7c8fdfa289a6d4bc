// An attempt being taken (docs/training.md): loaded (started, resumed or read), the answers kept on this device as
// they are given and saved to the server shortly after (retried while the connection is lost: nothing is lost),
// the timer counted from the server's remaining seconds, and the paper submitted when the person says so or when
// the time is up.
import { useCallback, useEffect, useRef, useState } from 'react';
import { unsaved, type TakeAttempt } from '../../../domain/jypx-taking.ts';
import type { GivenAnswer } from '../../../domain/jypx-scoring.ts';
import { ApiError } from '../../api/api-error.ts';
import type { TakeApi } from './take-api.ts';

type Answers = Record<string, GivenAnswer>;
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };
export type AttemptLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; attempt: TakeAttempt };

const SAVE_DELAY_MS = 600;
const RETRY_MS = 5000;
const storeKey = (attemptId: number) => `jypx-attempt-${attemptId}`;

function kept(attemptId: number): Answers {
  try {
    const raw = localStorage.getItem(storeKey(attemptId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answers) : {};
  } catch {
    return {};
  }
}

function keep(attemptId: number, answers: Answers): void {
  try {
    localStorage.setItem(storeKey(attemptId), JSON.stringify(answers));
  } catch {
    // A full or closed storage: the answers are still saved to the server.
  }
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export interface ExamAttempt {
  load: AttemptLoad;
  given: Answers;
  saveState: SaveState;
  remaining: number;
  submitting: boolean;
  /** Set when the paper was submitted because the time was up. */
  timedOut: boolean;
  answer: (questionId: number, value: GivenAnswer) => void;
  submit: () => Promise<void>;
  reload: () => void;
}

/** Takes an attempt: `open` starts or resumes one (or reads a submitted one). */
export function useExamAttempt(api: TakeApi, open: () => Promise<TakeAttempt>): ExamAttempt {
  const [load, setLoad] = useState<AttemptLoad>({ status: 'loading' });
  const [given, setGiven] = useState<Answers>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [remaining, setRemaining] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [generation, setGeneration] = useState(0);
  const attemptRef = useRef<TakeAttempt | null>(null);
  const givenRef = useRef<Answers>({});
  const savedRef = useRef<Answers>({});
  const deadlineRef = useRef(0);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savingRef = useRef(false);
  const doneRef = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;

  const flush = useCallback(async (): Promise<void> => {
    const a = attemptRef.current;
    if (!a || doneRef.current || savingRef.current) return;
    const pending = unsaved(givenRef.current, savedRef.current);
    if (Object.keys(pending).length === 0) return;
    savingRef.current = true;
    setSaveState({ kind: 'saving' });
    try {
      const res = await api.save(a.id, pending);
      savedRef.current = { ...savedRef.current, ...pending };
      setSaveState({ kind: 'saved', at: res.savedAt.slice(11) });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // Submitted elsewhere or past its time: read it as it is now.
        doneRef.current = true;
        setGeneration((g) => g + 1);
      } else {
        setSaveState({ kind: 'failed' });
        if (timerRef.current) clearTimeout(timerRef.current);
        timerRef.current = setTimeout(() => void flush(), RETRY_MS);
      }
    } finally {
      savingRef.current = false;
    }
    // Answers given while the save was under way.
    if (!doneRef.current && Object.keys(unsaved(givenRef.current, savedRef.current)).length > 0 && timerRef.current === null) {
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void flush();
      }, SAVE_DELAY_MS);
    }
  }, [api]);

  const schedule = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void flush();
    }, SAVE_DELAY_MS);
  }, [flush]);

  // Load (and reload after a refusal or on request).
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    const first = generation === 0;
    const opening = first || attemptRef.current === null ? openRef.current() : api.read(attemptRef.current.id);
    opening.then(
      (a) => {
        if (!live) return;
        attemptRef.current = a;
        doneRef.current = a.submitted;
        savedRef.current = { ...a.answers };
        const mine = a.submitted ? {} : kept(a.id);
        givenRef.current = { ...a.answers, ...mine };
        if (a.submitted) localStorage.removeItem(storeKey(a.id));
        setGiven(givenRef.current);
        deadlineRef.current = Date.now() + a.remainingSeconds * 1000;
        setRemaining(a.remainingSeconds);
        setLoad({ status: 'ready', attempt: a });
        if (!a.submitted) void flush();
      },
      (e: unknown) => live && setLoad({ status: 'failed', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [api, flush, generation]);

  // Saving again when the connection is back.
  useEffect(() => {
    const back = () => void flush();
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('online', back);
      if (timerRef.current) clearTimeout(timerRef.current);
    };
  }, [flush]);

  const answer = useCallback(
    (questionId: number, value: GivenAnswer) => {
      const a = attemptRef.current;
      if (!a || doneRef.current) return;
      givenRef.current = { ...givenRef.current, [String(questionId)]: value };
      keep(a.id, givenRef.current);
      setGiven(givenRef.current);
      schedule();
    },
    [schedule],
  );

  const submit = useCallback(async () => {
    const a = attemptRef.current;
    if (!a || doneRef.current) return;
    setSubmitting(true);
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    try {
      const result = await api.submit(a.id, unsaved(givenRef.current, savedRef.current));
      doneRef.current = true;
      localStorage.removeItem(storeKey(a.id));
      attemptRef.current = result;
      setLoad({ status: 'ready', attempt: result });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        doneRef.current = true;
        setGeneration((g) => g + 1);
      } else {
        setSaveState({ kind: 'failed' });
        throw e;
      }
    } finally {
      setSubmitting(false);
    }
  }, [api]);

  // The timer: a tick a second; at zero the paper is submitted.
  const ready = load.status === 'ready' && !load.attempt.submitted;
  useEffect(() => {
    if (!ready) return;
    const tick = setInterval(() => {
      const left = Math.max(0, Math.round((deadlineRef.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !doneRef.current) {
        clearInterval(tick);
        setTimedOut(true);
        submit().catch(() => setGeneration((g) => g + 1));
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [ready, submit]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, given, saveState, remaining, submitting, timedOut, answer, submit, reload };
}
