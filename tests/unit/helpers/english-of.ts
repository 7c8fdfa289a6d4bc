// A problem of the engine's checks in English: the rendered English of its catalogue text (`said` keeps the
// text as a non-enumerable property beside the Chinese `message`); words (a file's own message) as they are.
import type { Text } from '../../../src/domain/i18n/message-format.ts';
import { say } from '../../../src/server/http/say.ts';

export function englishOf(problem: { message: string; text?: Text }): string {
  return say('en', problem.text ?? problem.message);
}
