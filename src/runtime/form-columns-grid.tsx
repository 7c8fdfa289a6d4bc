// The two columns of a long form (the `FormGrid` node of compile-formily.ts `columns: 2`): a CSS grid of two equal
// columns in which a field whose FormItem says `gridSpan: 2` (long texts, uploads, lists, blocks) takes a row of its
// own. Formily's FormGrid measured every child (a computed style each, a resize and a mutation observer) to place
// them; fixed columns need none of that, and the browser's grid does the placing (a wide field after a narrow one
// starts the next row, as FormGrid's strictAutoFit did).
import type { CSSProperties, ReactNode } from 'react';

const GRID_CSS = `.form-columns-grid > [data-grid-span="2"] { grid-column: span 2; }`;

const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 24, rowGap: 4 };

export function FormColumnsGrid({ children }: { children?: ReactNode }) {
  return (
    <div className="form-columns-grid" style={GRID}>
      <style>{GRID_CSS}</style>
      {children}
    </div>
  );
}
