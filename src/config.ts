export type AppConfig = {
  dataDir: string;
  /** Largest upload accepted, in bytes. */
  uploadLimitBytes: number;
  accessTokenSeconds: number;
  /** Lifetime of a remember-me session; a session-only one lasts a day at most. */
  rememberDays: number;
  login: { perUsername: number; perAddress: number; windowMs: number; now?: () => number };
};

export const MB = 1024 * 1024;

const DEFAULT_UPLOAD_LIMIT_MB = 25;

/**
 * HOSTEL_UPLOAD_LIMIT_MB in bytes. A value that is not a positive number is
 * refused at start: read as NaN it would have silently switched the limit off.
 */
export function uploadLimitFromEnvironment(value = process.env.HOSTEL_UPLOAD_LIMIT_MB): number {
  if (value === undefined || value.trim() === '') return DEFAULT_UPLOAD_LIMIT_MB * MB;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) {
    throw new Error(`HOSTEL_UPLOAD_LIMIT_MB must be a positive number of megabytes, not "${value}".`);
  }
  return Math.round(megabytes * MB);
}

export function defaultConfig(dataDir: string): AppConfig {
  return {
    dataDir,
    uploadLimitBytes: uploadLimitFromEnvironment(),
    accessTokenSeconds: 15 * 60,
    rememberDays: 30,
    login: { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 },
  };
}
