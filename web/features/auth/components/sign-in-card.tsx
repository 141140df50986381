import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AdminBrand } from '../../../components/admin/admin-brand';

/** The card the sign-in pages share: the brand, a title and a line under it, the page's own part, a way back. */
export function SignInCard(props: {
  title: string;
  subtitle?: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className="login-page">
      <div className="login-card">
        <AdminBrand subtitle="Hostel Trust" />
        <h1>{props.title}</h1>
        {props.subtitle && <p className="login-subtitle">{props.subtitle}</p>}
        {props.children}
        <Link className="login-back" href={`~${props.back.href}`}>
          {props.back.label}
        </Link>
      </div>
    </main>
  );
}
