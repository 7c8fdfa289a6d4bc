/** The 消息提醒配置 page and the bell's links to records (browser texts). Ids `notifyui.*`. */
export const notifyuiZh = {
} as const;
