import { Outlet } from 'react-router-dom';

/** Placeholder until the layout lands: the shell around every top-level menu entry. */
export default function AppLayout() {
  return <Outlet />;
}
