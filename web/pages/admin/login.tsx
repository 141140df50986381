import { Link, Redirect, useSearch } from 'wouter';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth';
import { AdminBrand } from '../../components/admin/admin-brand';
import { LoginForm } from '../../features/auth/components/login-form';
import { InsecureConnectionWarning } from '../../features/auth/components/insecure-connection-warning';
import { originAfterLogin } from '../../lib/origin';
import { loginTexts } from '../../features/auth/texts';

export function AdminLoginPage() {
  const { isLogin } = useAuth();
  const search = useSearch();
  if (isLogin) return <Redirect to={`~${originAfterLogin(search)}`} replace />;
  return (
    <main className="login-page">
      <div className="login-card">
        <AdminBrand subtitle="Hostel Trust" />
        <h1>{loginTexts.title}</h1>
        <p className="login-subtitle">{loginTexts.subtitle}</p>
        <InsecureConnectionWarning />
        <LoginForm />
        <Link className="login-back" href={`~${paths.home}`}>
          {loginTexts.backToSite}
        </Link>
      </div>
    </main>
  );
}
