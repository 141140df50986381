import { Redirect, Route, Switch } from 'wouter';
import { SWRConfig } from 'swr';
import { fetcher } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AdminLoginPage } from './login';
import { ForgotPasswordPage } from './forgot-password';
import { ResetPasswordPage } from './reset-password';
import { AdminDashboardPage } from './dashboard';

/** The console's own routes, nested under /admin, reading the API as the signed-in account. */
export default function AdminApp() {
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      <Switch>
        <Route path="/login" component={AdminLoginPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/" component={AdminDashboardPage} />
        <Route>
          <Redirect to={`~${paths.admin}`} replace />
        </Route>
      </Switch>
    </SWRConfig>
  );
}
