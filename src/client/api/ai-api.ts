// AI助手's call (POST /ai/ask, docs/ai-assistant.md). Silent: the conversation shows a refusal or a failure as
// the helper's own message.
import type { AiAnswer } from '../../domain/ai-answer.ts';
import { request } from './http.ts';

export const aiApi = {
  async ask(question: string): Promise<AiAnswer> {
    const body = await request<AiAnswer>({ method: 'POST', url: '/ai/ask', data: { question }, silent: true });
    if (!body.data) throw new Error('empty answer');
    return body.data;
  },
};
