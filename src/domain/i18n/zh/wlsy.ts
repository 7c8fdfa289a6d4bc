/** 物料使用 (wlsy) on the server: balances that never go negative. Ids `wlsy.*`. */
export const wlsyZh = {
  'wlsy.stock.short': '数量超出库存：{name}的库存余额为{balance}，本次需要{need}',
  'wlsy.stock.deleteShort': '删除后{name}的库存余额将为负数（{balance}），不能删除',
  'wlsy.stock.balanceFixed': '库存余额只能通过入库或领用记录变更',
  'wlsy.stock.noMaterial': '物料不存在或已删除',
} as const;
