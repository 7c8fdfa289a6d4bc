// Lists of texts in the reader's language: "高处、吊装" and "Height, Lifting"; "安全管理部门或车间主任" and
// "Safety management department or Workshop director". Each pair of neighbours is one catalogue message, so a
// language words the joint its own way.
import type { MessageId } from './i18n/chinese.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

/** Texts joined by `joint` ('rules.list': 、 / ", "; 'rules.or': 或 / " or "); null for no texts. */
export function joinTexts(items: readonly Text[], joint: Extract<MessageId, 'rules.list' | 'rules.or'>): Text | null {
  const [first, ...rest] = items;
  if (!first) return null;
  return rest.reduce<Text>((acc, b) => text(joint, { a: acc, b }), first);
}
