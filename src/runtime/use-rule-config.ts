// The enterprise configuration a resource's computed fields read (their registered functions' configinfo
// types), loaded once per form through the resource client; undefined until loaded, when not needed, or
// when the client cannot load it (the form then computes with the functions' defaults, and the server,
// which reads the configuration itself, has the last word).
import { useEffect, useState } from 'react';
import { compileRules, type RuleConfig } from '../schema/record-compute.ts';
import type { ResourceFile } from '../schema/resource-types.ts';
import { useResourceClient } from './resource-client.ts';

export function useRuleConfig(resource: ResourceFile, active: boolean): RuleConfig | undefined {
  const client = useResourceClient();
  const [config, setConfig] = useState<RuleConfig | undefined>(undefined);
  const types = compileRules(resource).configTypes.join(',');
  useEffect(() => {
    if (!active || !types || !client.ruleConfig) return undefined;
    let live = true;
    client.ruleConfig(types.split(',')).then(
      (c) => live && setConfig(c),
      () => undefined, // defaults; the server computes with the real configuration anyway
    );
    return () => {
      live = false;
    };
  }, [client, types, active]);
  return config;
}
