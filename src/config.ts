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

export function defaultConfig(dataDir: string): AppConfig {
  return {
    dataDir,
    uploadLimitBytes: Number(process.env.HOSTEL_UPLOAD_LIMIT_MB || 25) * MB,
    accessTokenSeconds: 15 * 60,
    rememberDays: 30,
    login: { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 },
  };
}
