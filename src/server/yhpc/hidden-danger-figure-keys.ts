// What 隐患排查's statistics blocks may group the `overdue-hidden-dangers` statistics source by (pure: the module files'
// check reads it without the source's SQL; hidden-danger-stats-source.ts answers it): the month of the deadline
// (`dueDate`) of the hidden dangers that overran it.
export const HIDDEN_DANGER_MONTHS = ['dueDate'] as const;
