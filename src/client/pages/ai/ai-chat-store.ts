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
  clear(): void;
}

let nextId = 1;

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
    set((s) => ({ loading: true, messages: [...s.messages, { id: nextId++, role: 'user', text: q }] }));
    try {
      const answer = await aiApi.ask(q);
      set((s) => ({ loading: false, messages: [...s.messages, { id: nextId++, role: 'assistant', text: answer.answer, answer }] }));
    } catch (err) {
      const text = err instanceof ApiError ? (err.errors[0]?.message ?? err.message) : err instanceof Error ? err.message : String(err);
      set((s) => ({ loading: false, messages: [...s.messages, { id: nextId++, role: 'assistant', text, failed: true }] }));
    }
  },
  clear() {
    set({ messages: [] });
  },
}));
