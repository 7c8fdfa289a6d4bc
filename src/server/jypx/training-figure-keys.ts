// The figures 教育培训's statistics blocks may group the `training` statistics source by (pure: the module files'
// check reads it without the source's SQL; training-stats-source.ts answers them).
export const TRAINING_FIGURES = ['completionByDepartment', 'completionState', 'completionPercent', 'passRateByExam', 'overduePlans', 'contractorHours', 'contractorPassRate'] as const;
