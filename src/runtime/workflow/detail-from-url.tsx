// `?detail=<id>` in the address opens that record's detail (the links of the inbox and of the bell's warnings);
// closing the detail takes the parameter out again. Rendered only inside a router (a designer preview has none).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const DETAIL_PARAM = 'detail';

/** The record id of a query string's `detail`, or null. */
export function detailIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get(DETAIL_PARAM);
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export interface DetailFromUrlProps {
  /** Opens the record's detail. */
  onOpen: (id: number) => void;
  /** Whether the detail is open now (when it closes, the parameter is removed). */
  open: boolean;
}

export function DetailFromUrl({ onOpen, open }: DetailFromUrlProps) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const id = detailIdOf(search);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (id !== null) onOpen(id);
    // onOpen is the screen's setter: only a new id opens again.
  }, [id]);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current || id === null) return;
    wasOpen.current = false;
    const params = new URLSearchParams(search);
    params.delete(DETAIL_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    // Only the drawer's closing removes the parameter.
  }, [open]);
  return null;
}
