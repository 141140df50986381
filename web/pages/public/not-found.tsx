import { Link } from 'wouter';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <main className="page container not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href={paths.home} className="button button-primary">
        Back to home
      </Link>
    </main>
  );
}
