// The record's paper copy (`detail.print`, DESIGN §9): a hand-written block the file places, which the runtime knows
// only by its key (the registry is the client's). The page hosting a SchemaPage provides the dialog that shows the
// block in a print preview; the detail drawer then offers 打印 for a file that places one. None provided: no 打印.
import { createContext, type ComponentType } from 'react';
import type { DetailBlock } from '../schema/resource-types.ts';

export interface DetailPrintProps {
  /** The file's print block. */
  print: DetailBlock;
  /** The record printed (its fields by name). */
  record: object;
  open: boolean;
  onClose(): void;
}

export const DetailPrintContext = createContext<ComponentType<DetailPrintProps> | null>(null);
