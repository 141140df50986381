import logo from '../../assets/favicon.svg';

/** The logo and names shown at the top of the login card and the sidebar. */
export function AdminBrand({ subtitle }: { subtitle: string }) {
  return (
    <span className="admin-brand">
      <img src={logo} alt="" width={40} height={40} />
      <span className="admin-brand-text">
        <strong>Institute Hostels</strong>
        <small>{subtitle}</small>
      </span>
    </span>
  );
}
