// The figures 报警统计's blocks may group the `process-alarms` statistics source by (pure: the module files' check
// reads it without the source's SQL). One number each, or the rows of the tags and the priorities.
export const PROCESS_ALARM_FIGURES = ['perOperatorHour', 'peakTenMinutes', 'floodPercent', 'standing', 'chattering', 'topTags', 'chatteringTags', 'priority'] as const;
