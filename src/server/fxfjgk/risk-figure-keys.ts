// The figures 风险分级管控's statistics blocks may group the `risk-control` statistics source by (pure: the module
// files' check reads it without the source's SQL; risk-stats-source.ts answers them).
export const RISK_FIGURES = ['taskCompletionByLevel', 'eventsByObject'] as const;
