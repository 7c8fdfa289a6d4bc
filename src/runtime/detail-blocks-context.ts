// The hand-written blocks of a record's detail (`detail.blocks`, DESIGN §9): the runtime knows no block by name (the
// registry is the client's, src/client/router/block-registry.ts), so the page hosting a SchemaPage provides how to
// render them, and the detail drawer renders what the file names after its sections. None provided: no blocks.
import { createContext, type ReactNode } from 'react';
import type { DetailBlock } from '../schema/resource-types.ts';

export type DetailBlocksRenderer = (blocks: readonly DetailBlock[] | undefined, record: object) => ReactNode;

export const DetailBlocksContext = createContext<DetailBlocksRenderer | null>(null);
