// The certificate the server serves HTTPS with, as an owner's dashboard reads it.
import useSWR from 'swr';
import type { CertificateInfo } from '@contract/modules/certificate/model';
import { adminApiPaths } from '../../lib/admin-api-paths';

/**
 * The certificate, or null when the server does not terminate TLS itself (or the read failed: the card is left out).
 */
export function useCertificate(): CertificateInfo {
  const { data } = useSWR<CertificateInfo>(adminApiPaths.certificate, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Fetching the certificate failed', failure),
  });
  return data ?? null;
}
