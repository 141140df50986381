import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../../lib/paths';
import { AdminLoginPage } from './login';
import { AdminDashboardPage } from './dashboard';

/** The console's own routes, nested under /admin. */
export default function AdminApp() {
  return (
    <Switch>
      <Route path="/login" component={AdminLoginPage} />
      <Route path="/" component={AdminDashboardPage} />
      <Route>
        <Redirect to={`~${paths.admin}`} replace />
      </Route>
    </Switch>
  );
}
