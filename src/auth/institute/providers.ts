import type { AppConfig } from '../../config';
import { ldapDirectory } from './ldap';
import { oidcProvider } from './oidc';

/** The institute's ways of signing in this site has set up, made once per app (discovery is kept). */
export const instituteProviders = (config: Pick<AppConfig, 'institute'>) => ({
  oidc: config.institute.oidc && oidcProvider(config.institute.oidc),
  ldap: config.institute.ldap && ldapDirectory(config.institute.ldap),
});

export type InstituteProviders = ReturnType<typeof instituteProviders>;
