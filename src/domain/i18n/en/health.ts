import type { English } from '../message-format.ts';
import type { healthZh } from '../zh/health.ts';

export const healthEn: English<typeof healthZh> = {
  'health.detection.noFactor': 'The hazard factor chosen does not exist or was deleted',
  'health.detection.unit': 'The result unit ({unit}) is not the unit of the limit of "{factor}" ({limitUnit}): enter the result in the limit\'s unit',
  'health.detection.noLimit': 'The hazard factor "{factor}" has no limit, so the result cannot be judged: set its limit first',
};
