// The designer's working copy of one resource: loaded with `GET designer/overlay` (the stored draft when
// there is one, else the published overlay), edited with undo/redo (draft-history.ts), saved as the draft
// ~800 ms after the last edit (PUT designer/draft; a pending save is sent at once when the page closes),
// published (flushing the save first, so that a refused publish leaves the draft stored) and discarded.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText } from '../src/runtime/client-failure.ts';
import type { ResourceOverlay } from '../src/schema/overlay.ts';
import { useDesignerClient, type OverlayAnswer } from './designer-client.ts';
import { canRedo, canUndo, currentOf, push, redo, startHistory, undo, type DraftHistory } from './draft-history.ts';
import { emptyOverlay, sameOverlay } from './overlay-edits.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

/** Autosave delay after the last edit, in ms. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

export interface DraftSession {
  loading: boolean;
  /** Why loading failed (null when it did not). */
  error: string | null;
  answer: OverlayAnswer | null;
  draft: ResourceOverlay;
  /** The version the draft is based on (publishing checks it is still the one in force). */
  baseVersion: number;
  /** Someone published after the draft was started: publishing it would answer 409. */
  stale: boolean;
  /** The draft differs from the published overlay. */
  dirty: boolean;
  /** Keys of the published custom fields. */
  publishedKeys: ReadonlySet<string>;
  canUndo: boolean;
  canRedo: boolean;
  saveStatus: SaveStatus;
  saveError: string | null;
  savedAt: string | null;
  edit: (next: ResourceOverlay) => void;
  undo: () => void;
  redo: () => void;
  /** Loads again (pending saves dropped): after a rollback, or a conflict. */
  reload: () => Promise<void>;
  /** Sends the draft now (after a failed save). */
  retrySave: () => Promise<void>;
  /** Publishes the draft as a new version; rejects with the server's refusal (400 errors, 409). */
  publish: (note?: string) => Promise<number>;
  /** Deletes the stored draft and goes back to the published overlay. */
  discard: () => Promise<void>;
  /** Keeps a stale draft and bases it on the version in force (the other change is overwritten when publishing). */
  rebase: () => Promise<void>;
}

interface PendingSave {
  overlay: ResourceOverlay;
  baseVersion: number;
}

export function useDesignerDraft(resourceKey: string, autosaveMs = AUTOSAVE_DELAY_MS): DraftSession {
  const client = useDesignerClient();
  const [answer, setAnswer] = useState<OverlayAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState<DraftHistory>(() => startHistory(emptyOverlay()));
  const [baseVersion, setBaseVersion] = useState(0);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  /** What the server holds as the draft (the published overlay when there is none); null before loading. */
  const stored = useRef<ResourceOverlay | null>(null);
  const pending = useRef<PendingSave | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const draft = currentOf(history);

  const settle = async () => {
    pending.current = null;
    if (inFlight.current) await inFlight.current;
  };

  const load = useCallback(async () => {
    pending.current = null;
    setLoading(true);
    setError(null);
    try {
      const a = await client.overlay(resourceKey);
      const start = a.draft?.overlay ?? a.overlay;
      stored.current = start;
      setAnswer(a);
      setHistory(startHistory(start));
      setBaseVersion(a.draft?.baseVersion ?? a.version);
      setSaveStatus('saved');
      setSaveError(null);
      setSavedAt(a.draft?.updatedAt ?? null);
    } catch (e) {
      setError(failureText(e, t('designer.loadFailed')));
    } finally {
      setLoading(false);
    }
  }, [client, resourceKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const saveNow = useCallback(
    (save: PendingSave): Promise<void> => {
      setSaveStatus('saving');
      const run = client.saveDraft(resourceKey, save.overlay, save.baseVersion).then(
        (a) => {
          stored.current = save.overlay;
          setSavedAt(a.updatedAt);
          setSaveError(null);
          setSaveStatus(pending.current ? 'pending' : 'saved');
        },
        (e: unknown) => {
          setSaveError(failureText(e, t('designer.toolbar.saveFailed')));
          setSaveStatus('failed');
        },
      );
      const tracked = run.finally(() => {
        if (inFlight.current === tracked) inFlight.current = null;
      });
      inFlight.current = tracked;
      return tracked;
    },
    [client, resourceKey],
  );

  // Autosave: the draft ~800 ms after the last change.
  useEffect(() => {
    if (!answer || stored.current === null) return;
    if (sameOverlay(stored.current, draft)) {
      pending.current = null;
      if (!inFlight.current) setSaveStatus((s) => (s === 'pending' ? 'saved' : s));
      return;
    }
    pending.current = { overlay: draft, baseVersion };
    setSaveStatus('pending');
    const timer = setTimeout(() => {
      const save = pending.current;
      pending.current = null;
      if (save) void saveNow(save);
    }, autosaveMs);
    return () => clearTimeout(timer);
  }, [answer, draft, baseVersion, autosaveMs, saveNow]);

  // Leaving the page: a pending save goes out at once.
  useEffect(
    () => () => {
      const save = pending.current;
      pending.current = null;
      if (save) void client.saveDraft(resourceKey, save.overlay, save.baseVersion).catch(() => undefined);
    },
    [client, resourceKey],
  );

  /** Sends a pending save now and waits for any save under way. */
  const flush = async () => {
    const save = pending.current;
    pending.current = null;
    if (save) await saveNow(save);
    else if (inFlight.current) await inFlight.current;
  };

  const edit = useCallback((next: ResourceOverlay) => setHistory((h) => push(h, next)), []);
  const undoStep = useCallback(() => setHistory(undo), []);
  const redoStep = useCallback(() => setHistory(redo), []);
  const publishedKeys = useMemo(() => new Set((answer?.overlay.fields ?? []).map((f) => f.key)), [answer]);
  const version = answer?.version ?? 0;

  return {
    loading,
    error,
    answer,
    draft,
    baseVersion,
    stale: answer !== null && baseVersion < version,
    dirty: answer !== null && !sameOverlay(draft, answer.overlay),
    publishedKeys,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    saveStatus,
    saveError,
    savedAt,
    edit,
    undo: undoStep,
    redo: redoStep,
    reload: async () => {
      await settle();
      await load();
    },
    retrySave: () => saveNow({ overlay: draft, baseVersion }),
    publish: async (note) => {
      await flush();
      const body = note?.trim() ? { overlay: draft, baseVersion, note: note.trim() } : { overlay: draft, baseVersion };
      const answered = await client.publish(resourceKey, body);
      await load();
      return answered.version;
    },
    discard: async () => {
      await settle();
      await client.discardDraft(resourceKey);
      await load();
    },
    rebase: async () => {
      setBaseVersion(version);
      await settle();
      await saveNow({ overlay: draft, baseVersion: version });
    },
  };
}
