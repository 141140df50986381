import { AdminGuard } from '../../features/admin/components/admin-guard';
import { DashboardShell } from '../../features/admin/components/dashboard-shell';

export function AdminDashboardPage() {
  return (
    <AdminGuard>
      <DashboardShell />
    </AdminGuard>
  );
}
