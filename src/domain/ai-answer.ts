// What the AI helper answers (POST /zax-cloud/ai/ask, docs/ai-assistant.md), shared by the server and the page.
import type { AiIntent } from './ai-intent.ts';
import type { KbKind } from './kb-entries.ts';

/** A record or a library entry the answer used, with where it opens. */
export interface AiSource {
  /** `record`: a resource record (opened on its resource's page); `permit`; `task` (an inbox item); `knowledge`. */
  type: 'record' | 'permit' | 'task' | 'knowledge';
  title: string;
  id: number;
  /** The resource key of a record or task (the client finds its page by the menu: resource-record-path.ts). */
  resource?: string;
  /** The server's route of the record (the fallback when the menu names no page of the resource). */
  link: string;
  /** A short line: the deadline, the state, the clause. */
  detail?: string;
  /** A library entry's kind and clause, and the words searched (the search page's link marks them). */
  kind?: KbKind;
  clauseNo?: string | null;
  terms?: string[];
}

export interface AiAnswer {
  question: string;
  intent: AiIntent;
  /** Whether the question was one the helper could answer (false: it says what it can answer). */
  understood: boolean;
  answer: string;
  /** The number the answer counts (records matching), when it counts. */
  count: number | null;
  sources: AiSource[];
  /** Whether a language model reworded the answer (AI_BASE_URL set and answering). */
  refined: boolean;
  /** Notes shown above the answer (only the caller's enterprise is read; the model failed). */
  notices: string[];
  suggestions: string[];
}
