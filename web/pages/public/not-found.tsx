import { Link } from 'wouter';
import { localized } from '../../lib/texts';
import { paths } from '../../lib/paths';

export const notFoundTexts = localized('notFound', {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to home',
});

export function NotFoundPage() {
  return (
    <main className="page container not-found">
      <h1>{notFoundTexts.title}</h1>
      <p>{notFoundTexts.text}</p>
      <Link href={paths.home} className="button button-primary">
        {notFoundTexts.backHome}
      </Link>
    </main>
  );
}
