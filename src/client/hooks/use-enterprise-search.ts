import { useCallback, useEffect, useRef, useState } from 'react';
import { searchEnterprises, type EnterpriseOption } from '../api/login-api.ts';
import { ENTERPRISE_SEARCH_DEBOUNCE_MS, ENTERPRISE_SEARCH_MIN } from '../config.ts';

export interface EnterpriseSearch {
  options: EnterpriseOption[];
  searching: boolean;
  /** The text typed so far, trimmed. */
  query: string;
  search(text: string): void;
}

/** Debounced enterprise lookup for the login page; asks the server only from ENTERPRISE_SEARCH_MIN characters. */
export function useEnterpriseSearch(): EnterpriseSearch {
  const [options, setOptions] = useState<EnterpriseOption[]>([]);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
  }, []);

  const search = useCallback(
    (text: string) => {
      cancel();
      const q = text.trim();
      setQuery(q);
      if (q.length < ENTERPRISE_SEARCH_MIN) {
        setOptions([]);
        setSearching(false);
        return;
      }
      setSearching(true);
      timer.current = setTimeout(() => {
        const ctrl = new AbortController();
        pending.current = ctrl;
        searchEnterprises(q, ctrl.signal)
          .catch(() => [])
          .then((rows) => {
            if (ctrl.signal.aborted) return;
            setOptions(rows);
            setSearching(false);
          });
      }, ENTERPRISE_SEARCH_DEBOUNCE_MS);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);
  return { options, searching, query, search };
}
