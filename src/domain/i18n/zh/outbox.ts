/** Exactly-once writes (issue 15 item 7): the server's refusals of an Idempotency-Key. Ids `outbox.*`. */
export const outboxZh = {
  'outbox.key.invalid': '请求头 {header} 格式不正确：应为 8 到 128 个字母、数字或 -_: 字符',
  'outbox.key.inFlight': '请求头 {header} 对应的提交正在处理中，请稍后再试',
  'outbox.key.reused': '请求头 {header} 已用于另一项提交，不能用于本次请求',
  'outbox.log.finishFailed': '未能保存幂等键的应答',
  'outbox.log.releaseFailed': '未能释放幂等键',
} as const;
