import type { AppConfig } from '../../config';
import { oidcProvider } from './oidc';

/** The institute's ways of signing in this site has set up, made once per app (discovery is kept). */
export const instituteProviders = (config: Pick<AppConfig, 'institute'>) => ({
  oidc: config.institute.oidc && oidcProvider(config.institute.oidc),
});

export type InstituteProviders = ReturnType<typeof instituteProviders>;
