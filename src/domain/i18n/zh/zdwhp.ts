/** 重点危化品 (zdwhp) on the server: where a chemical is stored. Ids `zdwhp.*`. */
export const zdwhpZh = {
  'zdwhp.storage.place': '请选择仓库或罐区中的一个作为储存地点',
} as const;
