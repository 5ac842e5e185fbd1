import type { ServerConfig } from '../../config.ts';

export interface UploadLimits {
  /** Largest file accepted, in bytes. */
  maxUploadBytes: number;
  /** Storage each agency may use, in bytes. */
  quotaBytes: number;
}

export const DEFAULT_UPLOAD_MAX_MB = 10;
export const DEFAULT_STORAGE_QUOTA_MB = 1024;
const MB = 1024 * 1024;

export function uploadLimits(config: Pick<ServerConfig, 'UPLOAD_MAX_MB' | 'STORAGE_QUOTA_MB'>): UploadLimits {
  return {
    maxUploadBytes: (config.UPLOAD_MAX_MB ?? DEFAULT_UPLOAD_MAX_MB) * MB,
    quotaBytes: (config.STORAGE_QUOTA_MB ?? DEFAULT_STORAGE_QUOTA_MB) * MB,
  };
}
