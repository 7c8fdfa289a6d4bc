// The hand-written blocks a resource file places in its detail (`detail.blocks`, DESIGN §9): each one a card with
// the file's title, rendering the block registered under its key (src/client/router/block-registry.ts) with the
// record and the file's props. The page showing the record renders this; it knows no block by name.
import { Card } from 'antd';
import type { DetailBlock } from '../../schema/resource-types.ts';
import { pageLanguage } from '../../runtime/i18n/text-of.ts';
import { PlacedBlock } from './placed-block.tsx';

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
        return (
          <Card key={b.key} title={title} data-detail-block={b.key}>
            <PlacedBlock block={b} record={record} title={title} />
          </Card>
        );
      })}
    </>
  );
}
