// The hand-written blocks a resource file places in its detail (`detail.blocks`, DESIGN §9): each one a card with
// the file's title, rendering the block registered under its key (src/client/router/block-registry.ts) with the
// record and the file's props. The page showing the record renders this; it knows no block by name.
import { Card, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import type { DetailBlock } from '../../schema/resource-types.ts';
import { runtimeZh } from '../../domain/i18n/zh/runtime.ts';
import { pageLanguage, textOf } from '../../runtime/i18n/text-of.ts';
import { lookupBlock, type DetailBlockProps } from '../router/block-registry.ts';
import { lazyByKey } from './lazy-by-key.ts';

const t = textOf(runtimeZh);

/** One lazy component per key, made once (lazy-by-key.ts). */
const blockComponent = lazyByKey<DetailBlockProps>(lookupBlock);

export interface DetailBlocksProps {
  blocks: readonly DetailBlock[] | undefined;
  record: object;
}

export function DetailBlocks({ blocks, record }: DetailBlocksProps) {
  if (!blocks?.length) return null;
  return (
    <>
      {blocks.map((b) => {
        const title = (pageLanguage() === 'en' && b['x-title-en']) || b.title;
        const Block = blockComponent(b.key);
        return (
          <Card key={b.key} title={title} data-detail-block={b.key}>
            {Block ? (
              <Suspense fallback={<Spin />}>
                <Block record={record} props={b.props ?? {}} title={title} />
              </Suspense>
            ) : (
              <Typography.Text type="warning">{t('runtime.form.unknownComponent', { name: b.key })}</Typography.Text>
            )}
          </Card>
        );
      })}
    </>
  );
}
