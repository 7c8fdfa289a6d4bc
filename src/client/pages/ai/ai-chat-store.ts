import { create } from 'zustand';
import type { AiAnswer } from '../../../domain/ai-answer.ts';
import { ApiError } from '../../api/http.ts';
import { aiApi } from '../../api/ai-api.ts';

/** One message of the conversation: the person's question, or the helper's answer (or why it failed). */
export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  answer?: AiAnswer;
  failed?: boolean;
}

export interface AiChatState {
  messages: ChatMessage[];
  loading: boolean;
  /** Asks a question; the answer (or the refusal's message) is added when it comes. */
  ask(question: string): Promise<void>;
  /** Starts the conversation afresh: an answer still on its way is dropped, and a new question may be asked at once. */
  clear(): void;
}

let nextId = 1;
/** Which conversation an answer belongs to: clear() starts a new one, so a late answer of the old one is dropped. */
let conversation = 0;

/**
 * The conversation with the AI helper, shared by the AI page and the floating helper's panel (one conversation
 * per tab of the browser; not stored on the server).
 */
export const useAiChatStore = create<AiChatState>()((set, get) => ({
  messages: [],
  loading: false,
  async ask(question) {
    const q = question.trim();
    if (!q || get().loading) return;
    const mine = conversation;
    set((s) => ({ loading: true, messages: [...s.messages, { id: nextId++, role: 'user', text: q }] }));
    let reply: ChatMessage;
    try {
      const answer = await aiApi.ask(q);
      reply = { id: nextId++, role: 'assistant', text: answer.answer, answer };
    } catch (err) {
      const text = err instanceof ApiError ? (err.errors[0]?.message ?? err.message) : err instanceof Error ? err.message : String(err);
      reply = { id: nextId++, role: 'assistant', text, failed: true };
    }
    if (mine !== conversation) return;
    set((s) => ({ loading: false, messages: [...s.messages, reply] }));
  },
  clear() {
    conversation++;
    set({ messages: [], loading: false });
  },
}));
