// The schema editor's file check: once the text parses, the server checks it against the meta-schema
// (POST designer/schema/{key}/check) and the answer is placed at its lines. An answer for an older text is
// dropped; a failed call shows as one problem at the first line.
import { useEffect, useState } from 'react';
import { failureText } from '../src/runtime/client-failure.ts';
import type { DesignerClient } from './designer-client.ts';
import { withFileCheck, type FileTextCheck } from './schema-editor-problems.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface FileCheckState {
  /** The parsed text with the server's answer applied (resource set only when it passed). */
  check: FileTextCheck;
  /** The server has not yet answered for this text. */
  pending: boolean;
}

export function useFileCheck(client: DesignerClient, key: string | null, text: string, parsed: FileTextCheck): FileCheckState {
  const [answered, setAnswered] = useState<{ text: string; check: FileTextCheck } | null>(null);

  useEffect(() => {
    if (!key || parsed.value === undefined) return;
    let live = true;
    client.checkSchemaFile(key, parsed.value).then(
      (answer) => live && setAnswered({ text, check: withFileCheck(parsed, answer) }),
      (e: unknown) =>
        live &&
        setAnswered({
          text,
          check: { ...parsed, resource: null, problems: [{ line: 1, column: 1, message: failureText(e, t('designer.check.failed')), source: 'server' }] },
        }),
    );
    return () => {
      live = false;
    };
  }, [client, key, text, parsed]);

  if (parsed.value === undefined) return { check: parsed, pending: false };
  if (answered?.text === text) return { check: answered.check, pending: false };
  return { check: parsed, pending: true };
}
