/** Route prefixes whose main content may overflow visibly (spec 000 §2 "Navigation rules"). */
const VISIBLE_OVERFLOW_PREFIXES = ['/basic-security-manage/enterprise-info', '/RiskControl/OperationalStatistics'];

/** How the layout's main area treats overflowing content on `pathname`: visible on two routes, else hidden. */
export function mainOverflowFor(pathname: string): 'visible' | 'hidden' {
  return VISIBLE_OVERFLOW_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? 'visible' : 'hidden';
}
