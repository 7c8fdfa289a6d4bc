// What the module phone pages share (the patrol, the overhaul item, the shutdown): the record of the page's `:id`,
// loaded again after a write or 重试, and the writes themselves, sent through phoneSend: sent, or waiting on the
// phone without signal; a refusal is shown in the server's words and changes nothing.
import { message } from 'antd';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { refusalWords } from '../../runtime/client-failure.ts';
import { useRecordLoad, type RecordLoad } from './use-record-load.ts';

export interface PhoneRecord<T> {
  id: number;
  /** Counts the loads: a form keyed by it starts again from the reloaded record. */
  attempt: number;
  load: RecordLoad<T>;
  reload: () => void;
}

/** The record of the page's `:id`, read by `load` (a module-level function), again after `reload`. */
export function usePhoneRecord<T>(load: (id: number) => Promise<T>, loadFailed: string): PhoneRecord<T> {
  const id = Number(useParams().id);
  const [attempt, setAttempt] = useState(0);
  const record = useRecordLoad(id, attempt, loadFailed, load);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { id, attempt, load: record, reload };
}

export interface PhoneWriteWords {
  /** Said when the write waits on the phone for the signal. */
  queued: string;
  /** Said when it was sent. */
  done: string;
  /** The refusal's words when the server gives none. */
  failed: string;
}

/**
 * Runs a page's writes (`steps`, through phoneSend): says whether they were sent or wait on the phone, calls `sent`
 * once they were sent (the page reloads); a refusal is shown and thrown back, so that the form keeps what was typed.
 */
export async function phoneWrite(steps: () => Promise<'sent' | 'queued'>, words: PhoneWriteWords, sent: () => void): Promise<void> {
  try {
    if ((await steps()) === 'queued') void message.info(words.queued);
    else {
      void message.success(words.done);
      sent();
    }
  } catch (e) {
    void message.error(refusalWords(e, words.failed));
    throw e;
  }
}
