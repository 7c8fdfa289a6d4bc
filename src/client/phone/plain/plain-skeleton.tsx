export interface PlainSkeletonProps {
  /** Grey lines shown while the content loads. */
  rows?: number;
  /** Announced to screen readers (加载中). */
  label: string;
}

/** The shape of a list still loading: shimmering grey lines (CSS only). */
export function PlainSkeleton({ rows = 6, label }: PlainSkeletonProps) {
  return (
    <div className="zm-skeleton zm-pad" role="status" aria-busy aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="zm-skeleton-line" />
      ))}
    </div>
  );
}
