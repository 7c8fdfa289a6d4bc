/** Route prefixes whose main content may overflow visibly (spec 000 §2 "Navigation rules"). */
const VISIBLE_OVERFLOW_PREFIXES = ['/basic-security-manage/enterprise-info', '/RiskControl/OperationalStatistics'].map((p) =>
  p.toLowerCase(),
);

/**
 * How the layout's main area treats overflowing content on `pathname`: visible on the enterprise-info
 * and operational-statistics routes (and below them), hidden elsewhere. Paths match case-insensitively,
 * as the router does.
 */
export function mainOverflowFor(pathname: string): 'visible' | 'hidden' {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return VISIBLE_OVERFLOW_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) ? 'visible' : 'hidden';
}
