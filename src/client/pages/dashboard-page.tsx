/** Placeholder until the shell widgets land: the workbench. */
export default function DashboardPage() {
  return <div>工作台</div>;
}
