// One block a resource file places (`detail.blocks`, `detail.print`): the component its module registers under the
// key (src/client/router/block-registry.ts), loaded lazily, handed the record, the file's props and the title; a key
// nobody registered says so (不支持的组件) instead of failing.
import { Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { runtimeZh } from '../../domain/i18n/zh/runtime.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import type { DetailBlock } from '../../schema/resource-types.ts';
import { lookupBlock, type DetailBlockProps } from '../router/block-registry.ts';
import { lazyByKey } from './lazy-by-key.ts';

const t = textOf(runtimeZh);

/** One lazy component per key, made once (lazy-by-key.ts). */
const blockComponent = lazyByKey<DetailBlockProps>(lookupBlock);

/** True when a module registers the key. */
export function isRegisteredBlock(key: string): boolean {
  return blockComponent(key) !== null;
}

export function PlacedBlock({ block, record, title }: { block: DetailBlock; record: object; title: string }) {
  const Block = blockComponent(block.key);
  return Block ? (
    <Suspense fallback={<Spin />}>
      <Block record={record} props={block.props ?? {}} title={title} />
    </Suspense>
  ) : (
    <Typography.Text type="warning">{t('runtime.form.unknownComponent', { name: block.key })}</Typography.Text>
  );
}
