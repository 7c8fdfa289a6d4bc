// Reads a server-sent-events answer (fetch over a listening server) as it arrives, for the live streams' tests.

/** `until(word)` reads until the text so far holds `word` (false when the stream ended first); `text()` is all read. */
export function eventStreamReader(res: Response): { until(word: string): Promise<boolean>; text(): string } {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  return {
    async until(word) {
      while (!seen.includes(word)) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value);
      }
      return seen.includes(word);
    },
    text: () => seen,
  };
}
