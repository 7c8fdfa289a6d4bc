import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiAnswer } from '../../src/domain/ai-answer.ts';
import { aiApi } from '../../src/client/api/ai-api.ts';
import { useAiChatStore } from '../../src/client/pages/ai/ai-chat-store.ts';

const answer = (text: string): AiAnswer => ({
  question: '',
  intent: 'overdueHiddenDangers',
  understood: true,
  answer: text,
  count: null,
  sources: [],
  refined: false,
  notices: [],
  suggestions: [],
});

/** An ask whose answer comes only when the test says so. */
function heldAsk() {
  let release: (a: AiAnswer) => void = () => undefined;
  vi.spyOn(aiApi, 'ask').mockImplementationOnce(() => new Promise<AiAnswer>((resolve) => (release = resolve)));
  return (a: AiAnswer) => release(a);
}

afterEach(() => {
  vi.restoreAllMocks();
  useAiChatStore.getState().clear();
});

describe('the AI helper conversation', () => {
  it('adds the question, then the answer', async () => {
    vi.spyOn(aiApi, 'ask').mockResolvedValueOnce(answer('共 3 条'));
    await useAiChatStore.getState().ask(' 本月逾期隐患有几条 ');
    const { messages, loading } = useAiChatStore.getState();
    expect(loading).toBe(false);
    expect(messages.map((m) => [m.role, m.text])).toEqual([
      ['user', '本月逾期隐患有几条'],
      ['assistant', '共 3 条'],
    ]);
  });

  it('asks nothing more while an answer is on its way', async () => {
    const release = heldAsk();
    const first = useAiChatStore.getState().ask('第一个问题');
    await useAiChatStore.getState().ask('第二个问题');
    expect(aiApi.ask).toHaveBeenCalledTimes(1);
    release(answer('答'));
    await first;
    expect(useAiChatStore.getState().messages.map((m) => m.text)).toEqual(['第一个问题', '答']);
  });

  it('clearing while an answer is on its way starts afresh: a new question may be asked, and the late answer is dropped', async () => {
    const release = heldAsk();
    const old = useAiChatStore.getState().ask('旧问题');
    expect(useAiChatStore.getState().loading).toBe(true);
    useAiChatStore.getState().clear();
    expect(useAiChatStore.getState()).toMatchObject({ messages: [], loading: false });

    vi.spyOn(aiApi, 'ask').mockResolvedValueOnce(answer('新答案'));
    await useAiChatStore.getState().ask('新问题');
    release(answer('旧答案'));
    await old;
    expect(useAiChatStore.getState().messages.map((m) => m.text)).toEqual(['新问题', '新答案']);
    expect(useAiChatStore.getState().loading).toBe(false);
  });
});
