import type { AppConfig } from '../../config';
import { INSTITUTE_WAYS, type InstituteWay } from './texts';

/** The settings of a way of signing in through the institute, or null where this site has not set it up. */
export const instituteSignIn = (config: Pick<AppConfig, 'institute'>, way: InstituteWay) =>
  config.institute[way] ?? null;

/** The ways through the institute this site has set up, which the sign-in page and the Accounts panel offer. */
export const instituteWays = (config: Pick<AppConfig, 'institute'>) =>
  INSTITUTE_WAYS.filter((way) => instituteSignIn(config, way));
