/** 文档库 (wdk) on the server: document versions. Ids `wdk.*`. */
export const wdkZh = {
  'wdk.version.older': '当前版本不能早于已登记的版本{stored}',
  'wdk.version.historyNewer': '历史版本第{row}行的版本{version}不能晚于当前版本{current}',
} as const;
