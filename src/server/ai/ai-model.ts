// The AI helper's optional language model (docs/ai-assistant.md "Language model"): an OpenAI-compatible chat
// endpoint (POST <AI_BASE_URL>/chat/completions) that rewords an answer already made from retrieval. It is sent
// the question, the answer and the titles of the records and entries used, all read in the caller's tenant
// transaction: nothing of another enterprise can be in it. Any failure (network, status, timeout, an empty
// reply) leaves the retrieval's answer as it is.
import type { AiSource } from '../../domain/ai-answer.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { AiModelConfig } from '../config.ts';
import { say } from '../http/say.ts';

/** The longest reworded answer kept, in characters. */
const MAX_REPLY = 2000;

export interface RefineInput {
  question: string;
  answer: string;
  sources: readonly AiSource[];
  lang: Lang;
}

/** The chat messages sent: the rules, then the question with the facts and sources it may use. */
export function refineMessages(input: RefineInput): { role: 'system' | 'user'; content: string }[] {
  const sources = input.sources.map((s, i) => `${i + 1}. ${s.title}${s.detail ? say(input.lang, text('ai.llm.sourceDetail', { detail: s.detail })) : ''}`).join('\n');
  return [
    { role: 'system', content: say(input.lang, text('ai.llm.system')) },
    { role: 'user', content: say(input.lang, text('ai.llm.user', { question: input.question, answer: input.answer, sources: sources || say(input.lang, text('ai.llm.noSources')) })) },
  ];
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** The model's wording of the answer, or null when it is not configured or fails. */
export async function refineAnswer(config: AiModelConfig | undefined, input: RefineInput, log?: { warn: (o: object, msg: string) => void }): Promise<string | null> {
  if (!config) return null;
  try {
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages: refineMessages(input), temperature: 0.2, stream: false }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) {
      log?.warn({ status: res.status }, 'AI model answered an error');
      return null;
    }
    const body = (await res.json()) as ChatCompletion;
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' && content.trim() ? content.trim().slice(0, MAX_REPLY) : null;
  } catch (err) {
    log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'AI model unavailable');
    return null;
  }
}
