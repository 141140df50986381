import { AdminGuard } from '../../features/auth/components/admin-guard';
import { DashboardShell } from './dashboard-shell';

export function AdminDashboardPage() {
  return (
    <AdminGuard>
      <DashboardShell />
    </AdminGuard>
  );
}
