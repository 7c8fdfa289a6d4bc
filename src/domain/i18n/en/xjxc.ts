import type { English } from '../message-format.ts';
import type { xjxcZh } from '../zh/xjxc.ts';

export const xjxcEn: English<typeof xjxcZh> = {
  'xjxc.reading.missing': 'Check item "{item}": enter the reading',
  'xjxc.reading.type': 'Check item "{item}": the reading must be a number',
  'xjxc.reading.physical': 'Check item "{item}": the reading is outside the instrument range ({min} to {max}{unit}); check it',
  'xjxc.check.missing': 'Check item "{item}": choose normal or abnormal',
  'xjxc.photo.required': 'Check item "{item}" is abnormal: take a photo',
  'xjxc.result.notOnRoute': 'The point is not on this inspection\'s route',
  'xjxc.result.itemNotOfPoint': 'The check item does not belong to the point',
  'xjxc.result.twice': 'The same check item was entered twice in this inspection',
  'xjxc.record.submitted': 'The inspection was submitted ({state}): its results cannot be changed',
  'xjxc.record.duplicate': 'Plan "{plan}" already has a submitted inspection for period {period}: it cannot be submitted twice',
  'xjxc.record.incomplete': '{count} check items have no result yet: the inspection cannot be submitted',
  'xjxc.state.done': 'done',
  'xjxc.state.missed': 'missed',
  'xjxc.config.single': 'An enterprise has one inspection setting: edit the existing one',
  'xjxc.item.range': 'Check item "{item}": the normal range must lie within the instrument range',
  'xjxc.repair.title': 'Inspection finding: {point} {item}',
  'xjxc.repair.description': 'Inspection "{record}" found {point} "{item}" {value}',
  'xjxc.repair.reading': 'reading {reading}{unit} (normal {lower} to {upper})',
  'xjxc.repair.abnormal': 'abnormal',
};
