import { paths } from './paths';

/** Where the guard sends a visitor without a session, remembering where they were going. */
export function loginPathFrom(origin: string) {
  return origin === paths.admin ? paths.adminLogin : `${paths.adminLogin}?from=${encodeURIComponent(origin)}`;
}

/** The place to go after login: the origin the guard passed along, if it is a console path, else /admin. */
export function originAfterLogin(search: string) {
  const from = new URLSearchParams(search).get('from') ?? '';
  const isConsolePath =
    from === paths.admin || from.startsWith(`${paths.admin}?`) || from.startsWith(`${paths.admin}/`);
  return isConsolePath && !from.startsWith(paths.adminLogin) ? from : paths.admin;
}
