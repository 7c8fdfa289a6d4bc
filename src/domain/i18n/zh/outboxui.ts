/** The phone's outbox (issue 15 item 7): what waits to be sent without signal. Ids `outboxui.*`. */
export const outboxuiZh = {
  'outboxui.state.waiting': '等待发送',
} as const;
